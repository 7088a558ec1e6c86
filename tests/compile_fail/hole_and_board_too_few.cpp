// Two hole cards and at most zero community cards cannot make a three-card hand.
#include <carnival/eval.hpp>
#include <array>
int main() {
    using bad = carnival::hole_and_board<2, 3, 1, 0>;
    return static_cast<int>(carnival::evaluate<carnival::three_card, bad>(std::array<carnival::card, 5>{}).code());
}
