// Replays inputs through a fuzz target without libFuzzer: every file named on the command line,
// or found in a directory named there, is passed to LLVMFuzzerTestOneInput once. This is how the
// checked-in corpora run in every build (CTest "fuzz corpus: ..."), whatever the compiler.
#include <cstddef>
#include <cstdint>
#include <filesystem>
#include <fstream>
#include <iostream>
#include <iterator>
#include <vector>

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size);

namespace {

int replay(const std::filesystem::path& file) {
    std::ifstream in(file, std::ios::binary);
    if (!in) {
        std::cerr << "replay: cannot read " << file << '\n';
        return 1;
    }
    const std::vector<char> bytes{std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>()};
    (void)LLVMFuzzerTestOneInput(reinterpret_cast<const std::uint8_t*>(bytes.data()), bytes.size());
    return 0;
}

}  // namespace

int main(int argc, char** argv) {
    if (argc < 2) {
        std::cerr << "usage: " << argv[0] << " FILE_OR_DIRECTORY...\n";
        return 2;
    }
    std::size_t inputs = 0;
    for (int i = 1; i < argc; ++i) {
        const std::filesystem::path path(argv[i]);
        if (std::filesystem::is_directory(path)) {
            for (const auto& entry : std::filesystem::recursive_directory_iterator(path))
                if (entry.is_regular_file()) {
                    if (replay(entry.path()) != 0) return 1;
                    ++inputs;
                }
        } else {
            if (replay(path) != 0) return 1;
            ++inputs;
        }
    }
    if (inputs == 0) {
        std::cerr << "replay: no inputs found\n";
        return 1;
    }
    std::cout << "replayed " << inputs << " inputs\n";
    return 0;
}
