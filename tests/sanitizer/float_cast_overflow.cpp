// Proves the sanitizer build sees a float-to-integer conversion out of range (undefined
// behaviour that g++'s -fsanitize=undefined leaves out): run with an argument such as 1e95, it
// must be reported. CTest passes it only when the report appears.
#include <cstdint>
#include <cstdio>
#include <cstdlib>

int main(int argc, char** argv) {
    const double huge = argc > 1 ? std::strtod(argv[1], nullptr) : 0.0;
    const auto count = static_cast<std::uint64_t>(huge);  // undefined for 1e95
    std::printf("%llu\n", static_cast<unsigned long long>(count));
    return 0;
}
