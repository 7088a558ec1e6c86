// At least three hole cards out of two.
#include <carnival/eval.hpp>
#include <array>
int main() {
    using bad = carnival::hole_and_board<2, 3, 3, 2>;
    return static_cast<int>(carnival::evaluate<carnival::three_card, bad>(std::array<carnival::card, 5>{}).code());
}
