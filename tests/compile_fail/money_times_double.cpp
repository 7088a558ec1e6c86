// money::dollars(5) * 2.5 would silently be $10.00 if the double were converted: it must not compile.
#include <carnival/money/money.hpp>

int main() { return static_cast<int>((carnival::money::dollars(5) * 2.5).minor_units()); }
