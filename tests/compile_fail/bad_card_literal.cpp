// "Zs" is no card.
#include <carnival/cards/literals.hpp>
using namespace carnival::literals;
int main() { return "Zs"_card.code(); }
