// all_of<4> with a three-card ranking: the hand would not have three cards.
#include <carnival/eval.hpp>
#include <array>
int main() { return static_cast<int>(carnival::evaluate<carnival::three_card, carnival::all_of<4>>(std::array<carnival::card, 4>{}).code()); }
