// The downstream program every consumer test builds: find_package, add_subdirectory, pkg-config.
#include <carnival/carnival.hpp>

#include <array>
#include <iostream>

int main() {
  using namespace carnival;
  const std::array<card, 3> hand{parse_card("As"), parse_card("Ks"), parse_card("Qs")};
  const auto value = evaluate<three_card>(hand);
  std::cout << to_string(hand[0]) << ": " << value.describe() << '\n';
  return to_string(hand[0]) == "As" && value.category() == hand_category::straight_flush ? 0 : 1;
}
