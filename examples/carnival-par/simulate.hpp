// What both games' simulations share in carnival-par: the --shard option and progress on stderr.
#pragma once

#include <carnival/simulation/blocks.hpp>

#include <cstdint>
#include <exception>
#include <iostream>
#include <stdexcept>
#include <string>

namespace par {

// "i/n" as a shard; throws std::invalid_argument naming the text otherwise.
inline carnival::simulation::shard parse_shard(const std::string& text) {
    const auto slash = text.find('/');
    try {
        if (slash != std::string::npos) {
            std::size_t used = 0;
            const auto i = std::stoull(text.substr(0, slash), &used);
            if (used == slash) {
                const auto rest = text.substr(slash + 1);
                const auto n = std::stoull(rest, &used);
                if (used == rest.size() && n > 0 && i < n) return {i, n};
            }
        }
    } catch (const std::exception&) {
    }
    throw std::invalid_argument("--shard: expected i/n with 0 <= i < n, got \"" + text + "\"");
}

// Progress on stderr for long simulations: a line at every tenth of the blocks.
inline void report_progress(std::uint64_t done, std::uint64_t total) {
    if (done * 10 / total != (done - 1) * 10 / total)
        std::cerr << "carnival-par: simulated " << done << " of " << total << " blocks\n";
}

}  // namespace par
