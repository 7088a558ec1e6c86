// money::dollars(2.5) would silently be $2.00 if it converted the double: it must not compile.
#include <carnival/money/money.hpp>

int main() { return static_cast<int>(carnival::money::dollars(2.5).minor_units()); }
