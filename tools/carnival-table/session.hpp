// carnival-table's session: a person at one or two positions of a table<Game>, placing wagers,
// deciding, and watching the dealer reveal, pay and take in the order the profile prescribes —
// every line read from the input, every event of the table shown as it happens, the record
// written to a file after each round.
#pragma once

#include "games.hpp"
#include "options.hpp"

#include <carnival/cards/card.hpp>
#include <carnival/money/parse.hpp>
#include <carnival/settlement/options.hpp>
#include <carnival/table/events.hpp>
#include <carnival/table/profiles.hpp>
#include <carnival/table/record.hpp>
#include <carnival/table/table.hpp>

#include <algorithm>
#include <cstdint>
#include <fstream>
#include <iostream>
#include <map>
#include <optional>
#include <span>
#include <sstream>
#include <string>
#include <string_view>
#include <variant>
#include <vector>

namespace table_tool {

using namespace carnival;
using namespace carnival::table;

/// \p parts appended one by one: what `"text" + string` does, without g++ 12's -Wrestrict false positive at -O3.
template <class... Parts>
std::string cat(const Parts&... parts) {
    std::string out;
    ((out += parts), ...);
    return out;
}

/// How the terminal shows text: colours (ANSI) and the suits' symbols, where it has them.
struct look {
    bool colour = false;
    bool unicode = false;

    [[nodiscard]] std::string paint(std::string_view code, std::string_view text) const {
        if (!colour) return std::string(text);
        return cat("\x1b[", code, "m", text, "\x1b[0m");
    }
    [[nodiscard]] std::string bold(std::string_view t) const { return paint("1", t); }
    [[nodiscard]] std::string dim(std::string_view t) const { return paint("2", t); }
    [[nodiscard]] std::string green(std::string_view t) const { return paint("32", t); }
    [[nodiscard]] std::string red(std::string_view t) const { return paint("31", t); }
    [[nodiscard]] std::string yellow(std::string_view t) const { return paint("33", t); }

    [[nodiscard]] std::string card_text(card c) const {
        std::string t = to_string(c);
        if (unicode) {
            const char s = t.back();
            t.pop_back();
            t += s == 's' ? "\u2660" : s == 'h' ? "\u2665" : s == 'd' ? "\u2666" : "\u2663";
        }
        const bool red_suit = c.suit() == suit::hearts || c.suit() == suit::diamonds;
        return red_suit ? red(t) : t;
    }
    [[nodiscard]] std::string cards_text(const std::vector<card>& cards) const {
        std::string out;
        for (card c : cards) out += cat(out.empty() ? "" : " ", card_text(c));
        return out;
    }
    [[nodiscard]] std::string face_down() const { return unicode ? "\u2593\u2593" : "##"; }
};

/// The house rules of profile \p name ("" is the game's own, \p fallback).
template <class Game>
house_rules<Game> profile_rules(std::string_view name, std::string_view fallback) {
    const std::string_view p = name.empty() ? fallback : name;
    if (p == "procedures") return profiles::procedures_casino<Game>();
    if (p == "new-jersey") return profiles::new_jersey_mini_tex<Game>();
    return profiles::new_york<Game>();
}

/// What a line of input asks for, besides its words.
enum class reply { words, quit };

template <class Game>
class session {
public:
    session(const options& o, std::string_view default_profile, std::istream& in, std::ostream& out, look shown)
        : o_(o), profile_(o.profile.empty() ? std::string(default_profile) : o.profile), in_(in), out_(out), look_(shown),
          table_(posted(profile_rules<Game>(o.profile, default_profile)), *o.seed) {}

    // The table's posted limits: $1 to $1,000 on every wager.
    static house_rules<Game> posted(house_rules<Game> r) {
        r.limit_all(money::dollars(1), money::dollars(1000));
        return r;
    }

    /// Plays until the person quits or the input ends; 0, or 1 when the record cannot be written.
    int run() {
        out_ << look_.bold(std::string(Game::name)) << " — " << profile_ << " profile, seed " << *o_.seed << "\n";
        out_ << "Positions 1 to " << table_.rules().positions << ", counted from the dealer's left; every wager $1 to "
             << "$1,000. At any prompt: "
             << "\"help\", or \"quit\" to leave. The record goes to " << o_.record << ".\n";
        table_.open(std::vector<deck>(table_.rules().decks));
        table_.join("You", money::dollars(o_.chips));
        for (unsigned n : o_.seats) table_.sit("You", position{n});
        show_new_events();
        while (true) {
            if (!betting()) break;
            table_.no_more_bets();
            show_new_events();
            bool quit = false;
            while (table_.current_phase() == phase::deciding && !quit) quit = !decide();
            if (quit) break;
            if (!write_record()) return 1;
            out_ << "Your chips: " << look_.bold(to_string(table_.players()[0].chips)) << "\n";
            const auto next = ask("Enter for the next round, or \"quit\"");
            if (!next) break;
            table_.next_round();
            show_new_events();
        }
        leave_the_table();
        if (!write_record()) return 1;
        out_ << "You leave with " << to_string(table_.players()[0].chips) << " (you came with "
             << to_string(money::dollars(o_.chips)) << "). The record is in " << o_.record << ".\n";
        return 0;
    }

private:
    // Leaving (quit, or the end of the input) never leaves a wager on the layout. A hand in play
    // is played out by the default: each decision still to make is a fold where the point offers
    // one (the ante and the wagers a fold forfeits are collected), else pulling back where it may
    // be (the bet returned), else a check — no more money is put at risk for a player who is not
    // there. The round is settled as the rules say, each wager's fate shown; then the person's
    // positions are left, wagers placed for a round not yet dealt taken back (NY (c)(4)). The
    // record shows each default decision, each settlement and each position left.
    void leave_the_table() {
        if (table_.current_phase() == phase::deciding)
            out_ << "You leave with a hand in play: each decision left to make is taken by the default — fold, "
                    "where the game offers it, else pull back, else check — and the round is settled as the rules say.\n";
        while (table_.current_phase() == phase::deciding) {
            const position p = table_.turn();
            const auto& offer = carnival::detail::offers<typename Game::sequence_type>[table_.point()];
            const auto offered = [&](action a) { return (offer.actions >> static_cast<unsigned>(a) & 1U) != 0; };
            const decision d = offered(action::fold)        ? decision::fold
                               : offered(action::pull_back) ? decision::pull_back
                                                            : decision::check;
            table_.decide(p, d);
            show_new_events();
        }
        for (unsigned n : o_.seats) {
            const bool on_layout = !table_.at(position{n}).wagers.empty() && table_.current_phase() == phase::betting;
            table_.leave(position{n});
            if (on_layout) out_ << "  Position " << n << ": your wagers are taken back; no cards were dealt for them.\n";
            show_new_events();
        }
    }

    // One line of input after a prompt; nothing at the end of the input or on "quit". "help" is answered here.
    std::optional<std::string> ask(std::string_view prompt) {
        while (true) {
            out_ << prompt << "\n> " << std::flush;
            std::string line;
            if (!std::getline(in_, line)) {
                out_ << "\n";
                return std::nullopt;
            }
            if (o_.echo_input) out_ << carnival::detail::excerpt(line) << "\n";  // a scripted session reads as it was played
            while (!line.empty() && (line.back() == '\r' || line.back() == ' ')) line.pop_back();
            while (!line.empty() && line.front() == ' ') line.erase(line.begin());
            if (line == "quit" || line == "q" || line == "exit") return std::nullopt;
            if (line == "help" || line == "?") {
                help();
                continue;
            }
            return line;
        }
    }

    void help() {
        out_ << "Wagers: name and amount, e.g. \"" << example_wagers() << "\"; add \"coupon\" after an amount to match it with a "
             << "match-play coupon of the same value (the ante only); an empty line sits the round out; \"same\" repeats your "
             << "last wagers.\nDecisions: " << decision_words() << ". Anything else is refused with the reason, and you "
             << "are asked again.\n";
    }

    static std::string wager_names() {
        std::string out;
        boost::hana::for_each(Game::wagers, [&](auto w) {
            using W = typename decltype(w)::type;
            if constexpr (placed_before_the_deal<W>) out += cat(out.empty() ? "" : ", ", typed(W::name));
        });
        return out;
    }
    static std::string example_wagers() {
        std::string out;
        int n = 0;
        boost::hana::for_each(Game::wagers, [&](auto w) {
            using W = typename decltype(w)::type;
            if constexpr (placed_before_the_deal<W>) {
                if (n++ < 2) out += cat(out.empty() ? "" : " ", typed(W::name), n == 1 ? " 10" : " 5");
            }
        });
        return out;
    }
    static std::string decision_words() { return "fold (f), play (p), check (c), pull back (b), raise N (r N)"; }

    // A wager's name as typed: spaces written as hyphens ("bet 1" as "bet-1").
    static std::string typed(std::string_view name) {
        std::string out(name);
        for (char& c : out)
            if (c == ' ') c = '-';
        return out;
    }

    // Reads "ante 10 pair-plus 5 coupon" (or "bet 1 10", "bet-1 10") into bets; throws invalid_wager naming what is wrong.
    static bets<Game> read_bets(const std::string& line) {
        std::istringstream words(line);
        std::vector<std::string> w;
        for (std::string s; words >> s;) w.push_back(s);
        std::vector<std::string_view> names;
        boost::hana::for_each(Game::wagers, [&](auto x) {
            using W = typename decltype(x)::type;
            if constexpr (placed_before_the_deal<W>) names.push_back(W::name);
        });
        bets<Game> b;
        std::vector<std::string_view> named;  // each wager once a line: "ante 10 ante 20" is not $20
        for (std::size_t i = 0; i < w.size();) {
            // The wager: one word, or as many as its name has ("bet 1").
            std::string_view wager;
            std::size_t used = 1;
            for (std::string_view n : names) {
                const std::size_t k = static_cast<std::size_t>(std::count(n.begin(), n.end(), ' ')) + 1;
                std::string joined;
                for (std::size_t j = i; j < i + k && j < w.size(); ++j) joined += cat(j > i ? "-" : "", w[j]);
                if (typed(n) == joined || typed(n) == w[i]) {
                    wager = n;
                    used = typed(n) == w[i] ? 1 : k;
                }
            }
            if (wager.empty()) {
                std::string known;
                for (std::string_view n : names) known += cat(known.empty() ? "" : ", ", typed(n));
                throw invalid_wager(cat("no wager named \"", carnival::detail::excerpt(w[i]),
                                        "\" is placed before the deal; the game's are ", known,
                                        carnival::tools::did_you_mean(w[i], names)));
            }
            if (std::find(named.begin(), named.end(), wager) != named.end())
                throw invalid_wager(cat("the ", wager, " wager is named twice on one line: name each wager once, with its "
                                        "whole amount (\"", typed(wager), " 30\")"));
            named.push_back(wager);
            i += used;
            if (i >= w.size()) throw invalid_wager(cat("the ", wager, " wager needs an amount (e.g. \"", typed(wager), " 10\")"));
            money amount;
            try {
                amount = parse_money(w[i]);
            } catch (const std::exception&) {
                throw invalid_wager(cat("\"", carnival::detail::excerpt(w[i]), "\" is not an amount of money (\"10\", \"2.50\")"));
            }
            const bool coupon = i + 1 < w.size() && w[i + 1] == "coupon";
            b.on(wager, coupon ? stake::of({chips(amount), match_play(amount)}) : stake::of({chips(amount)}));
            i += coupon ? 2 : 1;
        }
        return b;
    }

    // Asks each of the person's positions for its wagers; false when they quit.
    bool betting() {
        while (true) {
            for (unsigned n : o_.seats) {
                const position p{n};
                while (true) {
                    const std::string prompt = cat("Position ", std::to_string(n), " (you have ", to_string(table_.players()[0].chips),
                                                   "): your wagers? [", wager_names(), "]");
                    const auto line = ask(prompt);
                    if (!line) return false;
                    try {
                        if (*line == "same") {
                            table_.place(p, last_.at(n));
                        } else {
                            table_.place(p, read_bets(*line));
                        }
                        last_[n] = table_.at(p).wagers;
                        show_new_events();
                        break;
                    } catch (const std::out_of_range&) {
                        out_ << look_.yellow("No wagers of yours to repeat yet.") << "\n";
                    } catch (const std::exception& e) {
                        out_ << look_.yellow(plain(e.what())) << "\n";
                    }
                }
            }
            bool any = false;
            for (std::size_t i = 1; i <= table_.rules().positions; ++i) any = any || !table_.at(position{static_cast<unsigned>(i)}).wagers.empty();
            if (any) return true;
            out_ << "No wager is placed, so no cards are dealt. Place a wager, or \"quit\".\n";
        }
    }

    // Asks for the decision of the position whose turn it is; false when they quit.
    bool decide() {
        const position p = table_.turn();
        const auto& seat = table_.at(p);
        while (true) {
            std::string prompt = cat("Position ", std::to_string(p.number), ", your cards ",
                                     look_.cards_text(std::vector<card>(seat.hole.begin(), seat.hole.end())));
            if (!table_.board().empty())
                prompt += cat(", the board ", look_.cards_text(std::vector<card>(table_.board().begin(), table_.board().end())));
            prompt += cat(": ", offered_text(), "?");
            const auto line = ask(prompt);
            if (!line) return false;
            try {
                table_.decide(p, read_decision(*line));
                show_new_events();
                return true;
            } catch (const std::exception& e) {
                out_ << look_.yellow(plain(e.what())) << "\n";
            }
        }
    }

    std::string offered_text() const {
        std::string out;
        const auto& offer = carnival::detail::offers<typename Game::sequence_type>[table_.point()];
        const auto add = [&](std::string_view word) { out += cat(out.empty() ? "" : " or ", word); };
        if (offer.actions >> static_cast<unsigned>(action::fold) & 1U) add("fold");
        if (offer.actions >> static_cast<unsigned>(action::check) & 1U) add("check");
        if (offer.actions >> static_cast<unsigned>(action::pull_back) & 1U) add("pull back");
        if (offer.actions >> static_cast<unsigned>(action::raise) & 1U) {
            if (offer.times_count == 1) {
                add(cat("play (", std::to_string(offer.times[0]), "x the ante)"));
            } else {
                std::string r = "raise";
                for (std::size_t i = 0; i < offer.times_count; ++i) r += cat(i ? "/" : " ", std::to_string(offer.times[i]));
                add(cat(r, " (times the ante)"));
            }
        }
        return out;
    }

    static decision read_decision(const std::string& line) {
        if (line == "fold" || line == "f") return decision::fold;
        if (line == "play" || line == "p") return decision::play;
        if (line == "check" || line == "c" || line == "let it ride" || line == "ride") return decision::check;
        if (line == "pull back" || line == "pull" || line == "b") return decision::pull_back;
        std::string digits = line;
        for (std::string_view prefix : {"raise ", "r "})
            if (digits.starts_with(prefix)) digits = digits.substr(prefix.size());
        if (!digits.empty() && digits.back() == 'x') digits.pop_back();
        if (const auto n = carnival::tools::whole_number(digits, 1, 1000)) return decision::raise(static_cast<std::uint32_t>(*n));
        throw invalid_decision(cat("\"", carnival::detail::excerpt(line), "\" is not a decision: ", decision_words()));
    }

    // A library message without its "carnival::table: " or "carnival: " prefix.
    static std::string plain(std::string_view what) {
        for (std::string_view prefix : {"carnival::table: ", "carnival: "})
            if (what.starts_with(prefix)) what.remove_prefix(prefix.size());
        return std::string(what);
    }

    std::string who(position p) const {
        if (!p.is_position()) return "Dealer";
        return cat("Position ", std::to_string(p.number));
    }

    // Shows every event since the last call, one line each (dealing in one line per round).
    void show_new_events() {
        const std::span<const logged_event> all = table_.log().entries();
        std::vector<std::string> dealt;
        for (; shown_ < all.size(); ++shown_) {
            if (const auto* d = std::get_if<events::dealt>(&all[shown_].what)) {
                dealt.push_back(d->at.is_position() ? std::to_string(d->at.number) : (d->face_up ? "D^" : "D"));
                if (shown_ + 1 == all.size() || kind_of(all[shown_ + 1].what) != event_kind::dealt) show_deal(dealt, d->rule);
                continue;
            }
            show(table_.describe(all[shown_]));
        }
    }

    void show_deal(std::vector<std::string>& order, std::string_view rule) {
        std::string line;
        for (const std::string& o : order) line += cat(line.empty() ? "" : " ", o);
        out_ << look_.dim(cat("Dealt, card by card (", rule, "): ", line)) << "\n";
        order.clear();
        for (unsigned n : o_.seats) {
            const auto& seat = table_.at(position{n});
            if (seat.in_round)
                out_ << "  Position " << n << ": " << look_.cards_text(std::vector<card>(seat.hole.begin(), seat.hole.end())) << "\n";
        }
        std::string dealer;
        std::size_t i = 0;
        for (card c : table_.dealer_cards()) {
            const bool up = i < Game::sequence_type::dealer_faces.size() && Game::sequence_type::dealer_faces[i] == face::up;
            dealer += cat(dealer.empty() ? "" : " ", up ? look_.card_text(c) : look_.face_down());
            ++i;
        }
        if (!dealer.empty()) out_ << "  Dealer: " << dealer << "\n";
    }

    void show(const event& e) {
        const std::string at = who(e.at);
        const std::string rule = e.rule.empty() ? std::string() : cat(" ", look_.dim(cat("(", e.rule, ")")));
        switch (e.kind) {
            case event_kind::opening_step: break;  // summarised by the shuffle
            case event_kind::shuffled:
                out_ << look_.dim(cat("The ", e.text, " deck is ",
                                      e.round == 0                 ? "sorted, inspected, verified, spread, washed, stacked and shuffled"
                                      : table_.rules().decks == 2 ? "shuffled while the other deck plays"
                                                                  : "shuffled for the next round",
                                      "."))
                     << "\n";
                break;
            case event_kind::joined:
            case event_kind::sat:
            case event_kind::left: break;
            case event_kind::round_opened:
                out_ << "\n" << look_.bold(cat("Round ", std::to_string(e.round))) << " — the " << e.text << " deck. Betting is open.\n";
                break;
            case event_kind::wager_placed: out_ << "  " << at << ": " << e.wager << " " << to_string(e.amount) << "\n"; break;
            case event_kind::wager_taken_back:
                out_ << "  " << at << ": " << e.wager << " " << to_string(e.amount) << " taken back\n";
                break;
            case event_kind::no_more_bets: out_ << "Dealer: \"No more bets.\"" << rule << "\n"; break;
            case event_kind::cover_card:
                out_ << look_.dim(e.text.starts_with("on top") ? "A cover card lies on top of the dealer's cards." : "The dealer's cards rest on a cover card.")
                     << rule << "\n";
                break;
            case event_kind::cover_card_removed: out_ << look_.dim("The cover card is removed and placed on the layout.") << rule << "\n"; break;
            case event_kind::dealt: break;
            case event_kind::burned: out_ << look_.dim("A card is burned.") << "\n"; break;
            case event_kind::turned_up: out_ << "Board: " << look_.card_text(e.cards.at(0)) << "\n"; break;
            case event_kind::stub_discarded: out_ << look_.dim("The stub goes to the discard rack.") << rule << "\n"; break;
            case event_kind::decided: out_ << at << ": " << name(e.choice) << rule << "\n"; break;
            case event_kind::raised: out_ << "  " << e.wager << " wager " << to_string(e.amount) << "\n"; break;
            case event_kind::pulled_back: out_ << "  " << e.wager << " " << to_string(e.amount.value()) << " taken back" << rule << "\n"; break;
            case event_kind::forfeit_collected:
                out_ << "  " << at << ": " << look_.red(cat(e.wager, " ", to_string(e.amount.total()), " forfeited")) << rule << "\n";
                break;
            case event_kind::cards_collected:
                if (e.at.is_position()) {
                    out_ << look_.dim(cat("  ", at, "'s cards to the discard rack.")) << "\n";
                } else {
                    constexpr bool dealer_cards = Game::sequence_type::dealer_cards > 0, board = Game::sequence_type::board_cards > 0;
                    out_ << look_.dim(cat("  The ", dealer_cards ? "dealer's cards" : "", dealer_cards && board ? " and the " : "",
                                          board ? "board" : "", " to the discard rack."))
                         << "\n";
                }
                break;
            case event_kind::dealer_revealed:
                out_ << look_.bold("Dealer reveals") << " " << look_.cards_text(e.cards) << ": " << e.text << "\n";
                break;
            case event_kind::hand_revealed: out_ << at << " reveals " << look_.cards_text(e.cards) << ": " << e.text << "\n"; break;
            case event_kind::collected:
                out_ << "  " << at << ": " << look_.red(cat(e.wager, " ", to_string(e.amount.total()), " loses")) << rule << "\n";
                break;
            case event_kind::paid:
                out_ << "  " << at << ": " << look_.green(cat(e.wager, " ", to_string(e.amount.total()), " wins ", to_string(e.paid)))
                     << (e.line.empty() ? std::string() : cat(" — ", e.line)) << rule << "\n";
                break;
            case event_kind::returned:
                out_ << "  " << at << ": " << e.wager << " " << to_string(e.amount.total()) << " returned" << rule << "\n";
                break;
            case event_kind::coupon_collected: out_ << look_.dim(cat("  ", at, ": the match-play coupon is collected.")) << "\n"; break;
            case event_kind::coupon_returned: out_ << look_.dim(cat("  ", at, ": the match-play coupon stays with you.")) << "\n"; break;
            case event_kind::to_dealers:
                out_ << "  " << at << ": " << e.wager << " " << to_string(e.amount.total()) << " — "
                     << (e.paid != money{} ? cat("the dealers receive ", to_string(e.amount.total() + e.paid)) : std::string("to the dealers")) << rule << "\n";
                break;
            case event_kind::round_closed:
                out_ << "Round " << e.round << " complete: the house " << (e.house < money{} ? "pays out " : "holds ")
                     << to_string(e.house < money{} ? -e.house : e.house)
                     << (e.dealers != money{} ? cat(", the dealers receive ", to_string(e.dealers)) : std::string()) << ".\n";
                break;
        }
    }

    bool write_record() {
        std::ofstream file(o_.record, std::ios::binary | std::ios::trunc);
        file << carnival::table::write_record(table_);
        file.flush();
        if (!file) {
            std::cerr << "carnival-table: cannot write the record to " << carnival::tools::quote(o_.record) << "\n";
            return false;
        }
        return true;
    }

    const options& o_;
    std::string profile_;
    std::istream& in_;
    std::ostream& out_;
    look look_;
    carnival::table::table<Game> table_;
    std::size_t shown_ = 0;
    std::map<unsigned, bets<Game>> last_;
};

/// Plays a session of \p Game; the exit status.
template <class Game>
int play(const options& o, std::string_view default_profile, std::istream& in, std::ostream& out, const look& shown) {
    session<Game> s(o, default_profile, in, out, shown);
    return s.run();
}

/// Reads and replays the record in \p text; prints what it holds; 0, or 1 with the reason.
template <class Game>
int check(std::string_view text, const std::string& file, std::ostream& out, std::ostream& err) {
    try {
        const auto t = carnival::table::replay<Game>(text, file);
        std::uint64_t rounds = 0, replayed_orders = 0, shuffles = 0;
        std::vector<money> brought(t.players().size());
        for (const logged_event& e : t.log().entries()) {
            rounds += std::holds_alternative<events::round_closed>(e.what) ? 1 : 0;
            if (const auto* s = std::get_if<events::shuffled>(&e.what)) {
                ++shuffles;
                replayed_orders += s->replayed ? 1 : 0;
            }
            if (const auto* j = std::get_if<events::joined>(&e.what)) brought[j->player] = j->chips;
        }
        out << file << ": a valid record of " << Game::name << ", " << t.log().size() << " events, " << rounds
            << " round(s) complete; every event replayed bit for bit.\n";
        out << "Chips: " << t.players().size() << " player(s) brought " << to_string(t.bought_in()) << "; the players hold "
            << to_string(t.bought_in() - t.layout() - t.house() - t.dealers()) << ", the layout " << to_string(t.layout())
            << ", the house's net is " << to_string(t.house()) << ", the dealers received " << to_string(t.dealers())
            << " — as the record's count says.\n";
        constexpr std::size_t listed = 20;
        for (std::size_t i = 0; i < t.players().size() && i < listed; ++i)
            out << "  " << carnival::tools::quote(carnival::detail::excerpt(t.players()[i].name)) << ": in "
                << to_string(brought[i]) << ", holds " << to_string(t.players()[i].chips) << "\n";
        if (t.players().size() > listed) out << "  … and " << t.players().size() - listed << " more.\n";
        if (replayed_orders == 0)
            out << "Shuffles: " << shuffles << ", every one drawn from the seed.\n";
        else
            out << "Shuffles: " << shuffles << ", of which " << replayed_orders
                << " in a replayed order — a stacked deck, set by whoever made the record, not drawn from the seed.\n";
        return 0;
    } catch (const std::exception& e) {
        err << "carnival-table: " << e.what() << "\n";
        return 1;
    }
}

/// The entry of \p Game in carnival-table's list of games.
template <class Game>
game_entry entry(std::string_view key, std::string_view default_profile, std::string_view about) {
    return {key, Game::name, default_profile, about, &play<Game>, &check<Game>};
}

}  // namespace table_tool
