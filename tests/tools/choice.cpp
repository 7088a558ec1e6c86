// tools::choice: each word chooses its type (and only that one is called), the words come back in
// the table's order, and a word no entry names is refused naming the option, the value, every
// word and the near miss.
#include "../support/catch.hpp"

#include <carnival/games/three_card_poker.hpp>
#include <carnival/tools/choice.hpp>

#include <stdexcept>
#include <string>
#include <string_view>
#include <type_traits>
#include <vector>

using namespace carnival;
using namespace carnival::three_card_poker_tables;
using tools::named;

namespace {
using pair_plus = tools::choice<"--pair-plus", named<"A", pair_plus_a>, named<"B", pair_plus_b>, named<"G", pair_plus_g>>;
using one = tools::choice<"--only", named<"x", int>>;
}  // namespace

TEST_CASE("choice: each word calls the function with its own type, once", "[tools]") {
    struct row {
        std::string_view word;
        std::string_view table;  // the chosen type's own name
    };
    for (const row& r : {row{"A", pair_plus_a::name}, row{"B", pair_plus_b::name}, row{"G", pair_plus_g::name}}) {
        int calls = 0;
        const std::string_view got = pair_plus::with(r.word, [&]<class T>(std::type_identity<T>) {
            ++calls;
            return T::name;
        });
        CHECK(got == r.table);
        CHECK(calls == 1);
    }
    // A function returning nothing.
    std::string seen;
    pair_plus::with("B", [&]<class T>(std::type_identity<T>) { seen = T::name; });
    CHECK(seen == pair_plus_b::name);
}

TEST_CASE("choice: the words, in the table's order", "[tools]") {
    CHECK(pair_plus::keys() == std::vector<std::string_view>{"A", "B", "G"});
    CHECK(pair_plus::keys_text() == "A|B|G");
    CHECK(pair_plus::keys_text(", ") == "A, B, G");
    CHECK(pair_plus::option == "--pair-plus");
    CHECK(pair_plus::contains("G"));
    CHECK_FALSE(pair_plus::contains("a"));  // words are exact: no case folding
    CHECK(one::keys_text() == "x");
}

TEST_CASE("choice: a word no entry names is refused, nothing called", "[tools]") {
    struct row {
        std::string_view word;
        std::string message;
    };
    const std::vector<row> rows = {
        {"Z", R"(--pair-plus: expected A, B, G, got "Z")"},
        {"a", R"(--pair-plus: expected A, B, G, got "a"; did you mean A?)"},  // the same letter in the other case
        {"", R"(--pair-plus: expected A, B, G, got "")"},
        {"AB", R"(--pair-plus: expected A, B, G, got "AB"; did you mean A?)"},
        {"A\n", R"(--pair-plus: expected A, B, G, got "A\x0a"; did you mean A?)"},  // on one line
    };
    for (const row& r : rows) {
        int calls = 0;
        CHECK_THROWS_MATCHES(pair_plus::with(r.word, [&]<class T>(std::type_identity<T>) { ++calls; }), std::invalid_argument,
                             Catch::Matchers::Message(r.message));
        CHECK(calls == 0);
    }
}
