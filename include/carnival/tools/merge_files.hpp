/// \file
/// \brief `carnival::tools::merge_files(files)`: one sheet from the JSON sheets of a simulated
/// run's shards in files — what `merge FILE...` does in par_main and carnival-par.
#pragma once

#include <carnival/config.hpp>

#include <carnival/report/merge.hpp>
#include <carnival/report/read_json.hpp>
#include <carnival/report/sheet.hpp>
#include <carnival/tools/arguments.hpp>

#include <cerrno>
#include <cstring>
#include <fstream>
#include <iterator>
#include <stdexcept>
#include <string>
#include <vector>

namespace carnival::tools {

/// \brief The sheets in \p files (report::json's output) read back (report::read_json) and merged
/// (report::merge_shards). Throws std::invalid_argument naming the file: one that cannot be read,
/// is not a sheet, or is not a distinct shard of the first file's run.
[[nodiscard]] inline report::sheet merge_files(const std::vector<std::string>& files) {
    std::vector<report::sheet> parts;
    parts.reserve(files.size());
    for (const std::string& file : files) {
        errno = 0;
        std::ifstream in(file, std::ios::binary);
        if (!in) throw std::invalid_argument("cannot read " + quote(file) + ": " + std::strerror(errno != 0 ? errno : EIO));
        const std::string text{std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>()};
        if (in.bad()) throw std::invalid_argument("cannot read " + quote(file) + ": " + std::strerror(errno != 0 ? errno : EIO));
        parts.push_back(report::read_json(text, quote(file)));
    }
    std::vector<std::string> names;
    for (const std::string& file : files) names.push_back(quote(file));
    return report::merge_shards(parts, names);
}

}  // namespace carnival::tools
