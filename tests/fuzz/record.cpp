// Fuzz target: reading and replaying a table's record (table::replay), what `carnival-table check`
// does. Whatever the bytes: replay either gives back a table or refuses with invalid_record naming
// the source; a table it gives back writes a record that replays to the same table; and its chips
// add up — the players', the layout's, the house's and the dealers' together are what the players brought.
#include "fuzz.hpp"

#include <carnival/games/three_card_poker.hpp>
#include <carnival/table/record.hpp>

#include <cstdint>
#include <string>
#include <string_view>

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    using namespace carnival;
    using game = three_card_poker<three_card_poker_tables::pair_plus_a, three_card_poker_tables::ante_bonus_1_4_5,
                                  tcp::six_card_bonus_i<three_card_poker_tables::six_card_i_a>>;  // carnival-table's
    const std::string_view text(reinterpret_cast<const char*>(data), size);
    try {
        const table::table<game> t = table::replay<game>(text, "fuzzed.jsonl");
        const std::string written = table::write_record(t);
        fuzz::check(table::replay<game>(written, "again") == t, "a replayed record writes a record that replays to itself");
        // In every phase the chips add up: the players', the layout's, the house's and the dealers'
        // together are what the players brought — and what the record's count says.
        money brought;
        for (const table::logged_event& e : t.log().entries())
            if (const auto* joined = std::get_if<table::events::joined>(&e.what)) brought += joined->chips;
        money now = t.layout() + t.house() + t.dealers();
        for (const table::player& p : t.players()) now += p.chips;
        fuzz::check(brought == t.bought_in() && now == brought, "chips add up");
    } catch (const table::invalid_record& e) {
        fuzz::check(std::string_view(e.what()).starts_with("fuzzed.jsonl"), "a refusal names the record");
    }
    return 0;
}
