// carnival-par's options — the library's par-sheet command line (tools::par_command) for every game,
// with each game's own options: every value refused with one line naming the option, the value and
// the allowed range, exit status 2; accepted values read as decimal. A new option adds rows here.
#include "harness.hpp"

#include "support/catch.hpp"

#include <carnival/version.hpp>

#include <string>
#include <vector>

using par_test::command_line;
using par_test::contains;
using par_test::run;

namespace {

struct refused {
    std::vector<std::string> args;
    std::vector<std::string> words;  // each must appear in the message
};

const std::string rounds_rule = "a number of rounds from 1 to 1000000000000000";
const std::string seed_rule = "a seed from 0 to 18446744073709551615";
const std::string threads_rule = "a number of threads from 1 to 256";
const std::string shard_rule = "expected i/n with 0 <= i < n <= 2^32";
const std::string ratio_rule = "from 0 to 1000";
const std::string wager_rule = "expected an amount from $0.01 to $1,000,000.00";

// Every usage error exits 2 with one line on stderr, and nothing on stdout.
const std::vector<refused> usage_errors = {
    // --simulate: decimal digits, 1..10^15
    {{"three-card-poker", "--simulate", "-1"}, {"--simulate", rounds_rule, R"(got "-1")"}},
    {{"three-card-poker", "--simulate=-1"}, {"--simulate", rounds_rule, R"(got "-1")"}},
    {{"three-card-poker", "--simulate", "0"}, {"--simulate", rounds_rule, R"(got "0")"}},
    {{"three-card-poker", "--simulate", "1000000000000001"}, {"--simulate", rounds_rule, R"(got "1000000000000001")"}},
    {{"three-card-poker", "--simulate", "18446744073709551616"}, {"--simulate", rounds_rule, R"(got "18446744073709551616")"}},
    {{"three-card-poker", "--simulate", "0x10"}, {"--simulate", rounds_rule, R"(got "0x10")"}},
    {{"three-card-poker", "--simulate", "1e3"}, {"--simulate", rounds_rule, R"(got "1e3")"}},
    {{"three-card-poker", "--simulate", "+10"}, {"--simulate", rounds_rule, R"(got "+10")"}},
    {{"three-card-poker", "--simulate", " 10"}, {"--simulate", rounds_rule, R"(got " 10")"}},
    {{"three-card-poker", "--simulate", "10 "}, {"--simulate", rounds_rule, R"(got "10 ")"}},
    {{"three-card-poker", "--simulate", "1,000"}, {"--simulate", rounds_rule, R"(got "1,000")"}},
    {{"three-card-poker", "--simulate", ""}, {"--simulate", rounds_rule, R"(got "")"}},
    {{"three-card-poker", "--simulate", "1\n0"}, {"--simulate", rounds_rule, R"(got "1\x0a0")"}},
    {{"mini-tex", "--simulate", "-1"}, {"--simulate", rounds_rule, R"(got "-1")"}},
    {{"three-card-poker", "--simulate"}, {"--simulate"}},
    {{"three-card-poker", "--simulate", "1", "--simulate", "2"}, {"--simulate"}},
    // --seed: 0..2^64-1
    {{"three-card-poker", "--simulate", "1", "--seed", "-1"}, {"--seed", seed_rule, R"(got "-1")"}},
    {{"three-card-poker", "--simulate", "1", "--seed", "18446744073709551616"}, {"--seed", seed_rule, R"(got "18446744073709551616")"}},
    {{"three-card-poker", "--simulate", "1", "--seed", "0x10"}, {"--seed", seed_rule, R"(got "0x10")"}},
    {{"three-card-poker", "--simulate", "1", "--seed", "1.5"}, {"--seed", seed_rule, R"(got "1.5")"}},
    {{"mini-tex", "--simulate", "1", "--seed", "-1"}, {"--seed", seed_rule, R"(got "-1")"}},
    // --threads: 1..256
    {{"three-card-poker", "--simulate", "1", "--threads", "0"}, {"--threads", threads_rule, R"(got "0")"}},
    {{"three-card-poker", "--simulate", "1", "--threads", "257"}, {"--threads", threads_rule, R"(got "257")"}},
    {{"three-card-poker", "--simulate", "1", "--threads", "-1"}, {"--threads", threads_rule, R"(got "-1")"}},
    {{"mini-tex", "--simulate", "1", "--threads", "4294967297"}, {"--threads", threads_rule, R"(got "4294967297")"}},
    // --shard i/n: digits/digits, 0 <= i < n <= 2^32
    {{"three-card-poker", "--simulate", "1", "--shard", "1/-2"}, {"--shard", shard_rule, R"(got "1/-2")"}},
    {{"three-card-poker", "--simulate", "1", "--shard", " 0/ 2"}, {"--shard", shard_rule, R"(got " 0/ 2")"}},
    {{"three-card-poker", "--simulate", "1", "--shard", "+0/+2"}, {"--shard", shard_rule, R"(got "+0/+2")"}},
    {{"three-card-poker", "--simulate", "1", "--shard", "3/2"}, {"--shard", shard_rule, R"(got "3/2")"}},
    {{"three-card-poker", "--simulate", "1", "--shard", "2/2"}, {"--shard", shard_rule, R"(got "2/2")"}},
    {{"three-card-poker", "--simulate", "1", "--shard", "0/0"}, {"--shard", shard_rule, R"(got "0/0")"}},
    {{"three-card-poker", "--simulate", "1", "--shard", "0/4294967297"}, {"--shard", shard_rule, R"(got "0/4294967297")"}},
    {{"three-card-poker", "--simulate", "1", "--shard", "1"}, {"--shard", shard_rule, R"(got "1")"}},
    {{"three-card-poker", "--simulate", "1", "--shard", "1/2/3"}, {"--shard", shard_rule, R"(got "1/2/3")"}},
    {{"three-card-poker", "--simulate", "1", "--shard", "/2"}, {"--shard", shard_rule, R"(got "/2")"}},
    {{"mini-tex", "--simulate", "1", "--shard", "0/"}, {"--shard", shard_rule, R"(got "0/")"}},
    // a shard that would simulate nothing: 1000 rounds are one block, all in shard 0
    {{"three-card-poker", "--strategy", "q64", "--simulate", "1000", "--shard", "1/2"}, {"shard 1/2", "1000 rounds"}},
    // --coupled-ratio: 0..1000
    {{"three-card-poker", "--coupled-ratio", "-1"}, {"--coupled-ratio", ratio_rule, R"(got "-1")"}},
    {{"three-card-poker", "--coupled-ratio", "1001"}, {"--coupled-ratio", ratio_rule, R"(got "1001")"}},
    {{"three-card-poker", "--coupled-ratio", "0.5"}, {"--coupled-ratio", ratio_rule, R"(got "0.5")"}},
    // --six-card-wager: $0.01..$1,000,000, and only with a six-card table
    {{"three-card-poker", "--six-card", "i-A", "--six-card-wager", "0"}, {"--six-card-wager", wager_rule, R"(got "0")"}},
    {{"three-card-poker", "--six-card", "i-A", "--six-card-wager", "-5"}, {"--six-card-wager", wager_rule, R"(got "-5")"}},
    {{"three-card-poker", "--six-card", "i-A", "--six-card-wager", "1.001"}, {"--six-card-wager", wager_rule, R"(got "1.001")"}},
    {{"three-card-poker", "--six-card", "i-A", "--six-card-wager", "1000000.01"}, {"--six-card-wager", wager_rule, R"(got "1000000.01")"}},
    {{"three-card-poker", "--six-card", "i-A", "--six-card-wager", "1e3"}, {"--six-card-wager", wager_rule, R"(got "1e3")"}},
    {{"three-card-poker", "--six-card", "i-A", "--six-card-wager", "99999999999999999999"},
     {"--six-card-wager", wager_rule, R"(got "99999999999999999999")"}},
    {{"three-card-poker", "--six-card", "none", "--six-card-wager", "7"}, {"--six-card-wager", "$7.00", "no effect", "six-card table"}},
    {{"three-card-poker", "--six-card-wager", "7"}, {"--six-card-wager", "$7.00", "no effect", "six-card table"}},
    // table E's fixed royal awards are for a $5 wager: any other amount is refused, as settlement refuses it
    {{"three-card-poker", "--six-card", "ii-E", "--six-card-wager", "0.01"}, {"--six-card-wager", "$0.01", "NY (f)(2)(ii) pay table E must be exactly $5.00"}},
    {{"three-card-poker", "--six-card", "ii-E", "--six-card-wager", "1"}, {"--six-card-wager", "$1.00", "NY (f)(2)(ii) pay table E must be exactly $5.00"}},
    {{"three-card-poker", "--six-card", "ii-E", "--six-card-wager", "25"}, {"--six-card-wager", "$25.00", "NY (f)(2)(ii) pay table E must be exactly $5.00"}},
    // options that do nothing without --simulate
    {{"three-card-poker", "--seed", "5"}, {"--seed", "needs --simulate"}},
    {{"three-card-poker", "--shard", "0/2"}, {"--shard", "needs --simulate"}},
    {{"mini-tex", "--seed", "5"}, {"--seed", "needs --simulate"}},
    {{"mini-tex", "--shard", "0/2"}, {"--shard", "needs --simulate"}},
    // the optimal strategy is the exact analysis's: simulating it is refused, naming what can be
    {{"three-card-poker", "--simulate", "1000"}, {"--simulate plays a strategy given by name", "q64", "drop --simulate"}},
    {{"mini-tex", "--simulate", "1000"}, {"--simulate plays a strategy given by name", "play-through"}},
    // a strategy's former name, refused with its new one
    {{"three-card-poker", "--strategy", "never-fold"}, {"--strategy", R"("never-fold" is now called "play-through")"}},
    {{"mini-tex", "--strategy", "never-fold"}, {"--strategy", R"("never-fold" is now called "play-through")"}},
    // an option given twice
    {{"three-card-poker", "--pair-plus", "A", "--pair-plus", "B"}, {"--pair-plus given twice"}},
    // the command line's own errors
    {{}, {"expected a game or a command", "three-card-poker"}},
    {{"three-card-poker", "--pair-plus", "Z"}, {"--pair-plus", "Z"}},
    {{"three-card-poker", "--format", "xml"}, {"--format", "xml"}},
    {{"three-card-poker", "--bogus"}, {"unknown option", "--bogus"}},
    {{"three-card-poker", "--pair-pluss", "A"}, {"unknown option", "did you mean --pair-plus?"}},
    {{"three-card-poker", "--pair-plus", "a"}, {"--pair-plus: expected A, B, C, D, E, F, G", R"(got "a")", "did you mean A?"}},
    {{"mini-tex", "--qualifier", "king"}, {"--qualifier", "king"}},
    {{"three-card-poker", "--ante-bonus", "1-4-6"}, {"--ante-bonus", "1-4-6"}},
    {{"three-card-poker", "--six-card", "iii-A"}, {"--six-card", "iii-A"}},
    {{"three-card-poker", "--strategy", "always"}, {"--strategy", "always"}},
    {{"mini-tex", "--strategy", "q64"}, {"--strategy", "q64"}},  // a Three Card Poker strategy
    {{"mini-tex", "--non-qualifying", "house"}, {"--non-qualifying", "house"}},
    {{"mini-tex", "--pair-plus", "A"}, {"unknown option", "--pair-plus"}},  // another game's option
    {{"list", "--format", "json"}, {"list takes no arguments"}},
    {{"merge", "--seed", "1", "x.json"}, {"--seed"}},
    {{"merge", "/nonexistent/shard.json"}, {"cannot read \"/nonexistent/shard.json\": No such file or directory"}},
    {{"merge"}, {"merge needs the JSON sheets"}},
    {{"roulette"}, {"unknown command \"roulette\"", "three-card-poker"}},
    // rule-card GAME: a game, and only the options that change the card
    {{"rule-card"}, {"rule-card: expected a game", "got nothing"}},
    {{"rule-card", "roulette"}, {"rule-card: expected a game", "got \"roulette\""}},
    {{"rule-card", "three-card-poker", "--simulate", "100"}, {"rule-card: --simulate does not change a rule card"}},
    {{"rule-card", "three-card-poker", "--format", "json"}, {"rule-card: --format does not change a rule card"}},
    {{"rule-card", "mini-tex", "--strategy", "play-through"}, {"rule-card: --strategy does not change a rule card"}},
    {{"rule-card", "three-card-poker", "--coupled-ratio", "2"}, {"rule-card: --coupled-ratio does not change a rule card"}},
    {{"three-card-poker", "rule-card", "--six-card-wager", "5"}, {"rule-card: --six-card-wager does not change a rule card"}},
    {{"rule-card", "three-card-poker", "--pair-plus", "Z"}, {"--pair-plus", "Z"}},
};

struct accepted {
    std::vector<std::string> args;
    std::vector<std::string> words;  // each must appear in the output
};

const std::vector<accepted> accepted_values = {
    {{"three-card-poker", "--strategy", "q64", "--simulate", "010", "--format", "json"}, {R"("rounds": 10, "seed": 1, "run_rounds": 10,)"}},  // decimal, not octal 8
    {{"three-card-poker", "--strategy", "q64", "--simulate", "1", "--seed", "18446744073709551615", "--format", "json"}, {R"("seed": 18446744073709551615,)"}},
    {{"three-card-poker", "--strategy", "q64", "--simulate", "1", "--seed", "0010", "--format", "json"}, {R"("seed": 10,)"}},
    {{"three-card-poker", "--strategy", "q64", "--simulate", "1", "--seed", "0", "--format", "json"}, {R"("seed": 0,)"}},
    {{"three-card-poker", "--strategy", "q64", "--simulate", "1", "--threads", "256"},
     {"1 rounds from seed 1", "(UTC): carnival-par three-card-poker --strategy q64 --simulate 1 --threads 256\n"}},
    {{"three-card-poker", "--threads", "1"}, {"(UTC): carnival-par three-card-poker --threads 1\n", "| house edge | 3.3730% |"}},  // the exact analysis's threads
    {{"three-card-poker", "--strategy", "q64", "--simulate", "1", "--shard", "0/4294967296", "--format", "json"}, {R"("shard_count": 4294967296, "shards": [0])"}},
    {{"three-card-poker", "--strategy", "mimic-dealer", "--simulate", "65537", "--shard", "1/2"}, {"1 rounds from seed 1; shard 1 of 2 (partial: the whole run is 65537 rounds)"}},
    {{"mini-tex", "--strategy", "play-through", "--simulate", "1", "--seed", "7", "--format", "json"}, {R"("rounds": 1, "seed": 7,)"}},
    {{"three-card-poker", "--coupled-ratio", "0"}, {"## ante + play + ante-bonus (NY (f)(1)(iii) ante bonus 1-4-5)\n"}},
    {{"three-card-poker", "--coupled-ratio", "1000"}, {"$1,000.00 pair-plus per $1.00 ante"}},
    {{"three-card-poker", "--six-card", "i-A", "--six-card-wager", "2.50"}, {"for a $2.50 wager", "## six-card-bonus (NY (f)(2)(i) pay table A)"}},
    {{"three-card-poker", "--six-card", "i-A", "--six-card-wager", "$0.01"}, {"for a $0.01 wager"}},
    {{"three-card-poker", "--six-card", "i-B", "--six-card-wager", "1000000"}, {"for a $1,000,000.00 wager"}},
    {{"three-card-poker", "--six-card", "ii-E", "--six-card-wager", "5"}, {"for a $5.00 wager", "## six-card-bonus (NY (f)(2)(ii) pay table E)"}},
    {{"list"}, {"three-card-poker  Three Card Poker (New York rules)\n", "--pair-plus A|B|C|D|E|F|G (default: A)\n",
                "--six-card none|i-A|i-B|i-C|i-D|ii-A|ii-B|ii-C|ii-D|ii-E (default: none)\n", "--six-card-wager AMOUNT (default: $5.00)\n",
                "--coupled-ratio R (default: 1)\n", "--strategy optimal|play-through|q64|mimic-dealer\n",
                "--qualifier pair|ace-king (default: pair)\n", "--strategy optimal|play-through|mimic-dealer\n"}},
    {{"--help"}, {"usage: carnival-par", "three-card-poker", "mini-tex", "merge", "let-it-ride", "caribbean-stud", "four-card-poker",
                  "rule-card GAME", "exit status: 0 done"}},
    {{"--version"}, {"carnival-par (carnival " CARNIVAL_VERSION_STRING ")\n"}},
    // Every option's default.
    {{"three-card-poker", "--help"}, {"--simulate ROUNDS", "--seed S", "--shard i/n", "--six-card-wager AMOUNT", "A, B, C, D, E, F, G (default: A)",
                                      "1-4-5, 1-5-6 (default: 1-4-5)", "(default: none)", "(default: optimal)", "(default: md)",
                                      "q64                   play with Q-6-4 or better"}},
    {{"mini-tex", "--help"}, {"pair, ace-king (default: pair)", "regulation, rule-card (default: regulation)", "(default: optimal)"}},
    {{"rule-card", "three-card-poker", "--pair-plus", "B"}, {"pair-plus (NY (f)(1)(ii) pay table B)"}},
};

}  // namespace

TEST_CASE("carnival-par: options: a bad value or combination exits 2 with one line naming the option, value and rule") {
    for (const refused& row : usage_errors) {
        INFO(command_line(row.args));
        par_test::check_refused(run(row.args), "carnival-par", row.words);
    }
}

TEST_CASE("carnival-par: options: accepted values are read as decimal, and the run exits 0") {
    for (const accepted& row : accepted_values) {
        const auto r = run(row.args);
        INFO(command_line(row.args) << "\nstderr: " << r.err);
        CHECK(r.status == 0);
        for (const std::string& word : row.words) CHECK(contains(r.out, word));
    }
}

TEST_CASE("carnival-par: options: --help of every command names no build path") {
    for (const std::vector<std::string>& args : std::vector<std::vector<std::string>>{
             {"--help"}, {"three-card-poker", "--help"}, {"mini-tex", "--help"}, {"merge", "--help"}, {"let-it-ride", "--help"}}) {
        const auto r = run(args);
        INFO(command_line(args));
        CHECK(r.status == 0);
        for (const char* path : {"/work", "/usr", "/home", "build/", ".cpp", ".hpp"}) CHECK(r.out.find(path) == std::string::npos);
    }
}
