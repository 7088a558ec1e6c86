// best_of<4> with a five-card ranking: four cards cannot make a five-card hand.
#include <carnival/eval.hpp>
#include <array>
int main() { return static_cast<int>(carnival::evaluate<carnival::five_card, carnival::best_of<4>>(std::array<carnival::card, 4>{}).code()); }
