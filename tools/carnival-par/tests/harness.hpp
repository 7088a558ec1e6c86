// What the carnival-par tests share: running the program in-process, and a scratch directory.
#pragma once

#include "../run.hpp"

#include "support/catch.hpp"

#include <unistd.h>

#include <filesystem>
#include <fstream>
#include <sstream>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace par_test {

// One run of carnival-par: its exit status and what it wrote.
struct result {
    int status = 0;
    std::string out, err;
};

inline result run(const std::vector<std::string>& args) {
    std::ostringstream out, err;
    const int status = par::run(args, out, err);
    return {status, out.str(), err.str()};
}

// The arguments as one line, for test messages.
inline std::string command_line(const std::vector<std::string>& args) {
    std::string line = "carnival-par";
    for (const std::string& a : args) line += " " + a;
    return line;
}

inline bool contains(std::string_view text, std::string_view word) { return text.find(word) != std::string_view::npos; }

// A message is one line: it ends with the only line break.
inline bool one_line(std::string_view text) { return !text.empty() && text.find('\n') == text.size() - 1; }

// Checks a refused run: exit status 2, nothing written, one line on stderr that starts with
// `start` and holds every one of `words`.
inline void check_refused(const result& r, std::string_view start, const std::vector<std::string>& words) {
    INFO("stderr: " << r.err);
    CHECK(r.status == 2);
    CHECK(r.out.empty());
    CHECK(r.err.starts_with(start));
    CHECK(one_line(r.err));
    for (const std::string& word : words) CHECK(contains(r.err, word));
}

// A fresh directory under the system's temporary directory (one per process and name), removed
// with everything in it.
class scratch_dir {
public:
    explicit scratch_dir(const std::string& name)
        : path_(std::filesystem::temp_directory_path() / ("carnival-par-tests-" + name + "-" + std::to_string(::getpid()))) {
        std::filesystem::remove_all(path_);
        std::filesystem::create_directories(path_);
    }
    ~scratch_dir() {
        std::error_code ignored;
        std::filesystem::remove_all(path_, ignored);
    }
    scratch_dir(const scratch_dir&) = delete;
    scratch_dir& operator=(const scratch_dir&) = delete;

    // Writes `text` to the file `name` in the directory; returns its path.
    [[nodiscard]] std::string write(const std::string& name, const std::string& text) const {
        const auto file = path_ / name;
        std::ofstream(file, std::ios::binary) << text;
        return file.string();
    }
    // The path of the file `name` in the directory, which is removed if it was there.
    [[nodiscard]] std::string absent(const std::string& name) const {
        std::filesystem::remove(path_ / name);
        return (path_ / name).string();
    }

private:
    std::filesystem::path path_;
};

}  // namespace par_test
