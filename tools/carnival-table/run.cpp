// carnival-table's command line: the games, `list`, `check`, the options, the exit status.
#include "run.hpp"

#include "games.hpp"
#include "options.hpp"
#include "session.hpp"

#include <carnival/detail/json_field.hpp>
#include <carnival/detail/json_value.hpp>
#include <carnival/version.hpp>

#include <cerrno>
#include <cstdlib>
#include <cstring>
#include <fstream>
#include <random>
#include <sstream>
#include <vector>

namespace table_tool {

namespace {

const std::vector<game_entry>& games() {
    static const std::vector<game_entry> all{three_card_poker_entry(), mini_tex_entry(), let_it_ride_entry(),
                                             caribbean_stud_entry(), four_card_poker_entry(), mississippi_stud_entry(),
                                             crazy_4_poker_entry(), ultimate_texas_holdem_entry(),
                                             heads_up_holdem_entry(), high_card_flush_entry(), texas_holdem_bonus_entry()};
    return all;
}

std::vector<std::string_view> commands() {
    std::vector<std::string_view> out;
    for (const game_entry& g : games()) out.push_back(g.key);
    out.push_back("list");
    out.push_back("check");
    return out;
}

std::string usage() {
    std::string out =
        "carnival-table: sit at a casino table — place wagers, see your cards, decide, and watch the dealer reveal, pay and\n"
        "take in the order the rules prescribe. Every event goes to a record you can replay and check.\n\n"
        "usage: carnival-table GAME [options]\n"
        "       carnival-table list\n"
        "       carnival-table check RECORD.jsonl...\n\n"
        "options:\n"
        "  --profile new-york|procedures|new-jersey   the house rules (default: the game's, see list)\n"
        "  --seats N[,M]       your position, or two adjacent ones, from the dealer's left (default: 3)\n"
        "  --chips DOLLARS     the chips you bring (default: 500)\n"
        "  --seed S            the shuffles' seed, 0 to 2^64-1 (default: drawn, and shown)\n"
        "  --record FILE       where the record goes, rewritten after each round (default: carnival-table.jsonl)\n"
        "  --colour auto|always|never   colours and card symbols (default: auto — on a terminal that has them)\n"
        "  --help, --version\n\n"
        "games:\n";
    for (const game_entry& g : games()) out += cat("  ", g.key, " — ", g.about, "\n");
    out += "\nExit status: 0 done, 1 a record could not be written or is not valid, 2 a usage error.\n";
    return out;
}

bool terminal_has_colour() {
    const char* no_colour = std::getenv("NO_COLOR");
    const char* term = std::getenv("TERM");
    return (no_colour == nullptr || *no_colour == '\0') && term != nullptr && std::string_view(term) != "dumb";
}
bool terminal_has_unicode() {
    for (const char* var : {"LC_ALL", "LC_CTYPE", "LANG"}) {
        const char* v = std::getenv(var);
        if (v == nullptr || *v == '\0') continue;
        std::string s(v);
        for (char& c : s) c = static_cast<char>(c >= 'a' && c <= 'z' ? c - 'a' + 'A' : c);
        return s.find("UTF-8") != std::string::npos || s.find("UTF8") != std::string::npos;
    }
    return false;
}

int check_files(const options& o, std::ostream& out, std::ostream& err) {
    int status = 0;
    for (const std::string& file : o.files) {
        std::ifstream in(file, std::ios::binary);
        std::stringstream text;
        text << in.rdbuf();
        if (!in) {
            err << "carnival-table: cannot read " << carnival::tools::quote(file) << "\n";
            status = 1;
            continue;
        }
        const std::string all = text.str();
        std::string game;
        try {
            const auto header = carnival::detail::parse_json(std::string_view(all).substr(0, all.find('\n')));
            game = carnival::detail::json_field(header, "", file)["game"].text();
        } catch (const std::exception& e) {
            err << "carnival-table: " << file << " line 1: not a table record: " << e.what() << "\n";
            status = 1;
            continue;
        }
        const game_entry* entry = nullptr;
        for (const game_entry& g : games())
            if (g.name == game) entry = &g;
        if (entry == nullptr) {
            err << "carnival-table: " << file << " line 1: a record of " << carnival::tools::quote(game)
                << ", which carnival-table does not play\n";
            status = 1;
            continue;
        }
        status = std::max(status, entry->check(all, file, out, err));
    }
    return status;
}

}  // namespace

static int run_command(const std::vector<std::string>& args, std::istream& in, std::ostream& out, std::ostream& err,
                bool stdin_is_terminal, bool stdout_is_terminal) {
    options o;
    try {
        o = parse(args, commands());
        if (!o.help && !o.version && o.command.empty())
            throw usage_error("expected a game (carnival-table list shows them)");
    } catch (const usage_error& e) {
        err << "carnival-table: " << e.what() << "\n";
        return 2;
    }
    if (o.help) {
        out << usage();
        return out ? 0 : 1;
    }
    if (o.version) {
        out << "carnival-table " << CARNIVAL_VERSION_STRING << "\n";
        return out ? 0 : 1;
    }
    if (o.command == "list") {
        for (const game_entry& g : games())
            out << g.key << " — " << g.about << " (profile: " << g.default_profile << ")\n";
        return out ? 0 : 1;
    }
    if (o.command == "check") return check_files(o, out, err);
    if (o.seats.size() == 2 && !carnival::table::adjacent(carnival::table::position{o.seats[0]}, carnival::table::position{o.seats[1]})) {
        err << "carnival-table: --seats: two positions must be adjacent (NY (c)(5))\n";
        return 2;
    }
    o.echo_input = !stdin_is_terminal;
    if (!o.seed) o.seed = (std::uint64_t{std::random_device{}()} << 32) ^ std::random_device{}();
    look shown;
    shown.colour = o.colours == colour::always || (o.colours == colour::automatic && stdout_is_terminal && terminal_has_colour());
    shown.unicode = o.colours == colour::always || (o.colours == colour::automatic && stdout_is_terminal && terminal_has_unicode());
    // The record is refused before the first round is dealt, not after it is played.
    if (std::ofstream probe(o.record, std::ios::binary | std::ios::app); !probe) {
        err << "carnival-table: cannot write the record to " << carnival::tools::quote(o.record) << ": "
            << std::strerror(errno) << "\n";
        return 1;
    }
    for (const game_entry& g : games())
        if (g.key == o.command) {
            try {
                return g.play(o, g.default_profile, in, out, shown);
            } catch (const std::exception& e) {
                err << "carnival-table: " << e.what() << "\n";
                return 2;
            }
        }
    return 2;
}


int run(const std::vector<std::string>& args, std::istream& in, std::ostream& out, std::ostream& err, bool stdin_is_terminal,
        bool stdout_is_terminal) {
    const int status = run_command(args, in, out, err, stdin_is_terminal, stdout_is_terminal);
    out.flush();
    if (!out) {  // output lost (a full disk, /dev/full): never status 0
        err << "carnival-table: cannot write to the standard output\n";
        return status == 0 ? 1 : status;
    }
    return status;
}

}  // namespace table_tool
