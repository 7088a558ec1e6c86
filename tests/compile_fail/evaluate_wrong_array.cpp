// Four cards handed to a selection that reads three.
#include <carnival/eval.hpp>
#include <array>
int main() { return static_cast<int>(carnival::evaluate<carnival::three_card>(std::array<carnival::card, 4>{}).code()); }
