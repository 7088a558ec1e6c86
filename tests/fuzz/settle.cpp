// Fuzz target: settle() for every bundled and example game (Caribbean Stud, Let It Ride and Four
// Card Poker included). The input picks the game, the amounts
// placed on its slip (any integer number of cents), the cards (distinct cards, or raw bytes that
// may not be cards or may repeat) and the decisions (any byte). Invariants:
// - only the documented exceptions: invalid_wager, invalid_cards, invalid_decision, money_overflow;
//   a refused placement leaves the slip as it was;
// - determinism: settling the same round twice gives the same result (or the same refusal);
// - each wager settled once, its stake and net agreeing with its outcome (a win pays, a loss or a
//   forfeit costs the stake, a push or a return costs nothing; a bet for the dealers always costs
//   the player its stake);
// - chips conserved: player, house and dealers add up to zero, summed in 128 bits;
// - Three Card Poker's results equal a slow reference written from the NY rules (below).
#include "fuzz.hpp"

#include "../support/reference.hpp"
#include "custom_variant.hpp"
#include "games/caribbean_stud.hpp"
#include "games/crazy_4_poker.hpp"
#include "games/four_card_poker.hpp"
#include "games/heads_up_holdem.hpp"
#include "games/high_card_flush.hpp"
#include "games/texas_holdem_bonus.hpp"
#include "games/mississippi_stud.hpp"
#include "games/ultimate_texas_holdem.hpp"
#include "games/let_it_ride.hpp"

#include <carnival/games/mini_tex.hpp>
#include <carnival/games/three_card_poker.hpp>
#include <carnival/settlement/settle.hpp>

#include <boost/hana/for_each.hpp>

#include <algorithm>
#include <array>
#include <cstdint>
#include <cstring>
#include <limits>
#include <numeric>
#include <optional>
#include <set>
#include <span>
#include <string_view>
#include <type_traits>
#include <variant>
#include <utility>
#include <vector>

namespace {

using namespace carnival;
namespace tables = carnival::three_card_poker_tables;

// ---- reading a round off the input ----------------------------------------------------------

money amount_from(fuzz::input& in) {
    switch (in.below(15)) {
        case 0: return money::cents(1);
        case 1: return money::dollars(1);
        case 2: return money::dollars(5);
        case 3: return money::dollars(10);
        case 4: return money::dollars(25);
        case 5: return money::cents(static_cast<std::int64_t>(in.take<std::uint16_t>()));       // 0 included
        case 6: return money::cents(-static_cast<std::int64_t>(in.take<std::uint8_t>()));       // not positive
        case 7: return money::cents(std::numeric_limits<std::int64_t>::max() / static_cast<std::int64_t>(1 + in.below(1000)));
        default: return money::cents(static_cast<std::int64_t>(in.take<std::uint64_t>()));      // anything
    }
}

template <class Game>
wager_slip<Game> slip_from(fuzz::input& in) {
    wager_slip<Game> slip;
    boost::hana::for_each(Game::wagers, [&](auto w) {
        using W = typename decltype(w)::type;
        if constexpr (placed_before_the_deal<W>) {
            if (in.below(4) == 0) return;  // left off the slip
            const auto before = slip.amounts();
            try {
                slip.template place<W>(amount_from(in));
            } catch (const invalid_wager&) {
                fuzz::check(slip.amounts() == before, "a refused placement leaves the slip unchanged");
            }
        }
    });
    return slip;
}

template <class Game>
dealt_cards<Game> cards_from(fuzz::input& in) {
    dealt_cards<Game> dealt;
    const auto each = [&](auto f) {
        for (card& c : dealt.player) f(c);
        for (card& c : dealt.dealer) f(c);
        for (card& c : dealt.board) f(c);
    };
    if (in.below(8) == 0) {  // raw bytes: values that are not cards, and repeats
        static_assert(sizeof(card) == 1 && std::is_trivially_copyable_v<card>);
        each([&](card& c) {
            const std::uint8_t byte = in.take<std::uint8_t>();
            std::memcpy(&c, &byte, 1);
        });
    } else {  // distinct cards, chosen by a partial Fisher-Yates driven by the input
        std::array<int, 52> deck{};
        std::iota(deck.begin(), deck.end(), 0);
        std::size_t next = 0;
        each([&](card& c) {
            std::swap(deck[next], deck[next + in.below(52 - next)]);
            c = card::from_dense_index(deck[next++]);
        });
    }
    return dealt;
}

std::vector<decision> decisions_from(fuzz::input& in) {
    std::vector<decision> ds(in.below(4));
    for (decision& d : ds) {
        const std::uint8_t byte = in.take<std::uint8_t>();
        switch (byte % 8) {
            case 0: case 1: case 2: d = decision::play; break;
            case 3: case 4: d = decision::fold; break;
            case 5: d = decision::raise(byte >> 4); break;  // a multiple offered or not
            case 6: d = byte & 16 ? decision::check : decision::pull_back; break;
            default: d = decision{static_cast<action>(byte >> 5), static_cast<std::uint32_t>(byte >> 3 & 3)}; break;  // not a decision, often
        }
    }
    return ds;
}

// ---- the invariants every game keeps ---------------------------------------------------------

enum class refusal { wager, cards, decision, overflow };
using attempt = std::variant<settlement, refusal>;

template <class Game>
attempt try_settle(const wager_slip<Game>& slip, const dealt_cards<Game>& cards, const std::vector<decision>& ds) {
    try {
        return settle(slip, cards, ds);
    } catch (const invalid_wager&) {
        return refusal::wager;
    } catch (const invalid_cards&) {
        return refusal::cards;
    } catch (const invalid_decision&) {
        return refusal::decision;
    } catch (const money_overflow&) {
        return refusal::overflow;
    }
}

// Whether the wager at \p position of Game is a bet for the dealers, and its name.
template <class Game>
std::pair<bool, std::string_view> wager_at(std::size_t position) {
    std::pair<bool, std::string_view> found{false, {}};
    std::size_t at = 0;
    boost::hana::for_each(Game::wagers, [&](auto w) {
        using W = typename decltype(w)::type;
        if (at++ != position) return;
        found.second = W::name;
        if constexpr (requires { W::paid_for; }) found.first = W::paid_for == wager_for::dealers;
    });
    return found;
}

__extension__ using int128 = __int128;  // wide enough for any sum of a round's chips

template <class Game>
void check_settlement(const settlement& s) {
    std::set<std::string_view> names;
    int128 total = 0;
    for (const wager_result& w : s.wagers) {
        fuzz::check(names.insert(w.wager).second, "each wager is settled once");
        const auto [dealers_bet, name] = wager_at<Game>(w.position);
        fuzz::check(name == w.wager, "a result's position is its wager's place in the game");
        const int128 net = w.net.minor_units(), house = w.house.minor_units(), dealers = w.dealers.minor_units(),
                       stake = w.stake.minor_units();
        fuzz::check(net + house + dealers == 0, "a wager's chips go to player, house or dealers, and nowhere else");
        total += net + house + dealers;
        fuzz::check(stake >= 0, "a stake is never negative");
        if (w.result == outcome::withdrawn) {
            fuzz::check(stake > 0 && net == 0 && house == 0 && dealers == 0, "a bet taken back moves no chips");
            continue;
        }
        if (dealers_bet) {
            fuzz::check(stake > 0 && net == -stake, "a bet for the dealers costs the player its stake, whatever happens");
            switch (w.result) {
                case outcome::won: fuzz::check(dealers > stake, "a winning bet for the dealers pays them stake and winnings"); break;
                case outcome::pushed:
                case outcome::returned: fuzz::check(dealers == stake, "on a push the dealers keep the stake"); break;
                default: fuzz::check(dealers == 0 && house == stake, "a lost bet for the dealers goes to the house");
            }
            continue;
        }
        fuzz::check(dealers == 0, "only a bet for the dealers reaches the dealers");
        switch (w.result) {
            case outcome::won: fuzz::check(net > 0, "a win pays"); break;
            case outcome::lost:
            case outcome::forfeited: fuzz::check(stake > 0 && net == -stake, "a loss or a forfeit costs the stake"); break;
            default: fuzz::check(stake > 0 && net == 0, "a push or a return costs nothing");
        }
    }
    fuzz::check(total == 0, "chips are conserved over the round");
}

// Plays one round of Game off the input; returns it when it settled, for a reference to check.
template <class Game>
std::optional<std::tuple<wager_slip<Game>, dealt_cards<Game>, std::vector<decision>, settlement>> play(fuzz::input& in) {
    const wager_slip<Game> slip = slip_from<Game>(in);
    const dealt_cards<Game> cards = cards_from<Game>(in);
    const std::vector<decision> ds = decisions_from(in);
    const attempt first = try_settle(slip, cards, ds), second = try_settle(slip, cards, ds);
    fuzz::check(first == second, "settling the same round twice gives the same result");
    if (const settlement* s = std::get_if<settlement>(&first)) {
        check_settlement<Game>(*s);
        return std::tuple{slip, cards, ds, *s};
    }
    return std::nullopt;
}

// ---- Three Card Poker from the NY rules, slowly --------------------------------------------

struct tcp_tables {
    std::array<std::int64_t, 5> pair_plus;   // straight flush, trips, straight, flush, pair (NY (f)(1)(ii))
    std::array<std::int64_t, 3> ante_bonus;  // straight flush, trips, straight (NY (f)(1)(iii))
    std::array<std::int64_t, 7> six_card;    // royal, straight flush, quads, full house, flush, straight, trips (NY (f)(2))
};

struct expected_result {
    std::string_view wager;
    outcome result;
    std::int64_t net;
    std::int64_t dealers = 0;
};

std::int64_t times(std::int64_t stake, std::int64_t odds) {
    std::int64_t r = 0;
    fuzz::check(!__builtin_mul_overflow(stake, odds, &r), "the reference's payout fits (the game settled)");
    return r;
}

// ante, pair plus, six-card and toke amounts in cents (0: not placed); `play` is the decision.
std::vector<expected_result> reference_tcp(const tcp_tables& t, std::int64_t ante, std::int64_t pair_plus, std::int64_t six,
                                           std::int64_t toke, std::span<const card, 3> player, std::span<const card, 3> dealer,
                                           bool plays) {
    using reference::three_category;
    const reference::three_hand hand = reference::classify3(player);
    std::vector<expected_result> out;
    std::optional<outcome> ante_result;
    if (ante > 0) {
        if (!plays) {
            out.push_back({"ante", outcome::forfeited, -ante});  // NY (e)(2)
            ante_result = outcome::forfeited;
        } else {
            const std::array<card, 3> queen_high{card(rank::queen, suit::clubs), card(rank::three, suit::diamonds),
                                                 card(rank::two, suit::hearts)};
            const bool qualifies = reference::compare3(dealer, queen_high) >= 0;  // NY (f)(1)(i)
            const auto cmp = reference::compare3(player, dealer);
            if (!qualifies) {
                out.push_back({"ante", outcome::won, ante});
                out.push_back({"play", outcome::returned, 0});
                ante_result = outcome::won;
            } else if (cmp > 0) {
                out.push_back({"ante", outcome::won, ante});
                out.push_back({"play", outcome::won, ante});
                ante_result = outcome::won;
            } else if (cmp < 0) {
                out.push_back({"ante", outcome::lost, -ante});
                out.push_back({"play", outcome::lost, -ante});
                ante_result = outcome::lost;
            } else {  // NY (b)(3)
                out.push_back({"ante", outcome::pushed, 0});
                out.push_back({"play", outcome::pushed, 0});
                ante_result = outcome::pushed;
            }
        }
    }
    if (pair_plus > 0) {  // NY (f)(1)(ii), whatever the dealer holds; forfeited on a fold (NY (e)(2))
        std::int64_t odds = 0;
        switch (hand.category) {
            case three_category::straight_flush: odds = t.pair_plus[0]; break;
            case three_category::three_of_a_kind: odds = t.pair_plus[1]; break;
            case three_category::straight: odds = t.pair_plus[2]; break;
            case three_category::flush: odds = t.pair_plus[3]; break;
            case three_category::pair: odds = t.pair_plus[4]; break;
            default: break;
        }
        if (ante > 0 && !plays) out.push_back({"pair-plus", outcome::forfeited, -pair_plus});
        else if (odds > 0) out.push_back({"pair-plus", outcome::won, times(pair_plus, odds)});
        else out.push_back({"pair-plus", outcome::lost, -pair_plus});
    }
    if (ante > 0 && plays) {  // NY (f)(1)(iii): the ante bonus, regardless of the dealer's hand
        std::int64_t odds = 0;
        if (hand.category == three_category::straight_flush) odds = t.ante_bonus[0];
        if (hand.category == three_category::three_of_a_kind) odds = t.ante_bonus[1];
        if (hand.category == three_category::straight) odds = t.ante_bonus[2];
        if (odds > 0) out.push_back({"ante-bonus", outcome::won, times(ante, odds)});
    }
    if (six > 0) {  // NY (f)(2): the best five of the player's and the dealer's six cards; it stands on a fold
        const std::array<card, 6> all{player[0], player[1], player[2], dealer[0], dealer[1], dealer[2]};
        auto best = reference::five_category::high_card;
        for (std::size_t skip = 0; skip < 6; ++skip) {
            std::array<card, 5> five{};
            std::size_t n = 0;
            for (std::size_t i = 0; i < 6; ++i)
                if (i != skip) five[n++] = all[i];
            best = std::max(best, reference::classify5(five).category);
        }
        using reference::five_category;
        std::int64_t odds = 0;
        switch (best) {
            case five_category::royal_flush: odds = t.six_card[0]; break;
            case five_category::straight_flush: odds = t.six_card[1]; break;
            case five_category::four_of_a_kind: odds = t.six_card[2]; break;
            case five_category::full_house: odds = t.six_card[3]; break;
            case five_category::flush: odds = t.six_card[4]; break;
            case five_category::straight: odds = t.six_card[5]; break;
            case five_category::three_of_a_kind: odds = t.six_card[6]; break;
            default: break;
        }
        if (odds > 0) out.push_back({"six-card-bonus", outcome::won, times(six, odds)});
        else out.push_back({"six-card-bonus", outcome::lost, -six});
    }
    if (toke > 0 && ante_result) {  // the dealers' bet follows the ante at even money (procedures, Dealer Toke Bets)
        switch (*ante_result) {
            case outcome::won: out.push_back({"toke", outcome::won, -toke, 2 * toke}); break;
            case outcome::pushed: out.push_back({"toke", outcome::pushed, -toke, toke}); break;
            case outcome::lost: out.push_back({"toke", outcome::lost, -toke, 0}); break;
            default: out.push_back({"toke", outcome::forfeited, -toke, 0});
        }
    }
    return out;
}

// The cents on wager W of the slip (0 when the game has no such wager: W is void).
template <class W, class Game>
std::int64_t cents(const wager_slip<Game>& slip) {
    if constexpr (std::is_void_v<W>) return 0;
    else return slip.template amount<W>().minor_units();
}

template <class Game, class PairPlus, class SixCard>
void check_against_reference(fuzz::input& in, const tcp_tables& t) {
    const auto round = play<Game>(in);
    if (!round) return;
    const auto& [slip, cards, ds, s] = *round;
    const bool plays = !ds.empty() && ds.front().act == action::raise;  // play, or raise(1): the only multiple
    const std::vector<expected_result> want =
        reference_tcp(t, cents<tcp::ante>(slip), cents<PairPlus>(slip), cents<SixCard>(slip), cents<tcp::toke>(slip),
                      cards.player, cards.dealer, plays);
    fuzz::check(s.wagers.size() == want.size(), "the same wagers settled as in the reference");
    for (std::size_t i = 0; i < want.size(); ++i) {
        const wager_result& got = s.wagers[i];
        fuzz::check(got.wager == want[i].wager, "the reference's wager, in order");
        fuzz::check(got.result == want[i].result, "the reference's outcome");
        fuzz::check(got.net.minor_units() == want[i].net, "the reference's net");
        fuzz::check(got.dealers.minor_units() == want[i].dealers, "the reference's dealers' share");
    }
}

// ---- the games -----------------------------------------------------------------------------

using ny_game = ny_three_card_poker;
using six_i_game = three_card_poker<tables::pair_plus_d, tables::ante_bonus_1_5_6, tcp::six_card_bonus_i<tables::six_card_i_a>>;
using six_i_wager = tcp::six_card_bonus_i<tables::six_card_i_a>::wager<tcp::pair_plus<tables::pair_plus_d>>;
using six_e_game = three_card_poker<tables::pair_plus_a, tables::ante_bonus_1_4_5, tcp::six_card_bonus_ii<tables::six_card_ii_e>>;
using mini_tex_regulation = mini_tex<pair_or_better, mtx::regulation, mtx::example_pocket_poker_table>;
using mini_tex_rule_card = mini_tex<ace_king_or_better, mtx::rule_card, mtx::example_pocket_poker_table>;

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    fuzz::input in(data, size);
    switch (in.below(16)) {
        case 0:
            check_against_reference<ny_game, tcp::pair_plus<tables::pair_plus_a>, void>(in, {{35, 30, 6, 4, 1}, {5, 4, 1}, {}});
            break;
        case 1:
            check_against_reference<six_i_game, tcp::pair_plus<tables::pair_plus_d>, six_i_wager>(
                in, {{40, 30, 5, 4, 1}, {6, 5, 1}, {1000, 200, 50, 25, 20, 10, 5}});
            break;
        case 2: (void)play<six_e_game>(in); break;
        case 3: (void)play<custom_variant::jack_high_poker>(in); break;
        case 4: (void)play<mini_tex_regulation>(in); break;
        case 5: (void)play<mini_tex_rule_card>(in); break;
        case 6: (void)play<nj_mini_tex<>>(in); break;
        case 7: (void)play<caribbean_stud::game>(in); break;
        case 8: (void)play<let_it_ride::game>(in); break;
        case 9: (void)play<mississippi_stud::game>(in); break;
        case 10: (void)play<crazy_4_poker::game>(in); break;
        case 11: (void)play<ultimate_texas_holdem::game>(in); break;
        case 12: (void)play<heads_up_holdem::game>(in); break;
        case 13: (void)play<high_card_flush::game>(in); break;
        case 14: (void)play<texas_holdem_bonus::game>(in); break;
        default: (void)play<four_card_poker::game>(in); break;
    }
    return 0;
}
