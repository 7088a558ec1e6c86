// A card list with the ace of spades twice.
#include <carnival/cards/literals.hpp>
using namespace carnival::literals;
int main() { return ("As Kd As"_cards).size(); }
