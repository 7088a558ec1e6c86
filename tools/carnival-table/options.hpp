// carnival-table's command line: the game, the profile, the seats, the chips, the seed, the
// record's file and colour, read strictly (tools::whole_number, "did you mean").
#pragma once

#include <carnival/tools/arguments.hpp>

#include <cstdint>
#include <optional>
#include <stdexcept>
#include <string>
#include <string_view>
#include <vector>

namespace table_tool {

/// A usage error: one line on stderr, exit status 2.
class usage_error : public std::invalid_argument {
public:
    using std::invalid_argument::invalid_argument;
};

enum class colour { automatic, always, never };

struct options {
    std::string command;               // a game's key, "list", "check"
    std::vector<std::string> files;    // check FILE...
    std::string profile;               // new-york, procedures, new-jersey; empty: the game's own
    std::vector<unsigned> seats{3};    // one position, or two adjacent ones
    std::uint64_t chips = 500;         // dollars
    std::optional<std::uint64_t> seed; // the shuffles'; drawn when not given (and printed)
    std::string record = "carnival-table.jsonl";
    colour colours = colour::automatic;
    bool help = false, version = false;
    bool echo_input = false;           // the input is not a terminal: each line read is shown
};

inline const std::vector<std::string_view> option_names{"--profile", "--seats", "--chips", "--seed", "--record",
                                                        "--colour", "--color", "--help", "--version"};

// Reads `args` (without the program's name); throws usage_error.
inline options parse(const std::vector<std::string>& args, const std::vector<std::string_view>& commands) {
    options o;
    for (std::size_t i = 0; i < args.size(); ++i) {
        const std::string& a = args[i];
        std::string name = a, value;
        bool has_value = false;
        if (const auto eq = a.find('='); a.starts_with("--") && eq != std::string::npos) {
            name = a.substr(0, eq);
            value = a.substr(eq + 1);
            has_value = true;
        }
        const auto next = [&]() -> std::string {
            if (has_value) return value;
            if (i + 1 >= args.size()) throw usage_error(name + ": expected a value");
            return args[++i];
        };
        if (name == "--help" || name == "-h") {
            o.help = true;
        } else if (name == "--version") {
            o.version = true;
        } else if (name == "--profile") {
            o.profile = next();
            if (o.profile != "new-york" && o.profile != "procedures" && o.profile != "new-jersey")
                throw usage_error("--profile: expected new-york, procedures or new-jersey, got " + carnival::tools::quote(o.profile) +
                                  carnival::tools::did_you_mean(o.profile, {"new-york", "procedures", "new-jersey"}));
        } else if (name == "--seats") {
            const std::string v = next();
            o.seats.clear();
            std::size_t at = 0;
            while (at <= v.size()) {
                const std::size_t comma = std::min(v.find(',', at), v.size());
                const auto n = carnival::tools::whole_number(std::string_view(v).substr(at, comma - at), 1, 9);
                if (!n) throw usage_error("--seats: expected one or two positions from 1 to 9 (\"3\" or \"3,4\"), got " + carnival::tools::quote(v));
                o.seats.push_back(static_cast<unsigned>(*n));
                at = comma + 1;
            }
            if (o.seats.size() > 2) throw usage_error("--seats: a player holds at most two positions (NY (c)(5)), got " + carnival::tools::quote(v));
        } else if (name == "--chips") {
            const std::string v = next();
            const auto n = carnival::tools::whole_number(v, 1, 1'000'000'000);
            if (!n) throw usage_error("--chips: expected whole dollars from 1 to 1000000000, got " + carnival::tools::quote(v));
            o.chips = *n;
        } else if (name == "--seed") {
            const std::string v = next();
            const auto n = carnival::tools::whole_number(v, 0, UINT64_MAX);
            if (!n) throw usage_error("--seed: expected a whole number from 0 to 18446744073709551615, got " + carnival::tools::quote(v));
            o.seed = *n;
        } else if (name == "--record") {
            o.record = next();
            if (o.record.empty()) throw usage_error("--record: expected a file name");
        } else if (name == "--colour" || name == "--color") {
            const std::string v = next();
            if (v == "auto") o.colours = colour::automatic;
            else if (v == "always") o.colours = colour::always;
            else if (v == "never") o.colours = colour::never;
            else throw usage_error(name + ": expected auto, always or never, got " + carnival::tools::quote(v));
        } else if (a.starts_with("-")) {
            throw usage_error("unknown option " + carnival::tools::quote(a) + carnival::tools::did_you_mean(name, option_names));
        } else if (o.command.empty()) {
            bool known = false;
            for (std::string_view c : commands) known = known || c == a;
            if (!known)
                throw usage_error("unknown game or command " + carnival::tools::quote(a) + carnival::tools::did_you_mean(a, commands) +
                                  " (carnival-table list shows the games)");
            o.command = a;
        } else if (o.command == "check") {
            o.files.push_back(a);
        } else {
            throw usage_error("unexpected argument " + carnival::tools::quote(a));
        }
    }
    if (o.command == "check" && o.files.empty()) throw usage_error("check: expected a record file (carnival-table check FILE)");
    return o;
}

}  // namespace table_tool
