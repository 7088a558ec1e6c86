// A raise limited by the player's view whose limit has no text: a rule card could not say it.
#include "../../examples/games/crazy_4_poker.hpp"
using namespace carnival;
struct silent_limit {
    static constexpr std::int64_t most(const auto&) { return 1; }
};
using option = may_raise_up_to<crazy_4_poker::play, "x", silent_limit, 1, 2, 3>;
int main() { return sizeof(option) > 0 ? 0 : 1; }
