// carnival-par merge: combines the simulations of shard outputs (--simulate ... --shard i/n
// --format json, or earlier merges) exactly, once it has checked that they are distinct shards of
// one run. Anything else is refused, naming the file and the field.
#pragma once

#include "options.hpp"
#include "sheet.hpp"
#include "simulate.hpp"

#include <carnival/analysis/figures.hpp>

#include <fmt/format.h>
#include <fmt/ranges.h>  // fmt::join

#include <algorithm>
#include <cerrno>
#include <cstdint>
#include <cstring>
#include <fstream>
#include <limits>
#include <map>
#include <stdexcept>
#include <string>
#include <utility>
#include <vector>

namespace par {

namespace merge_detail {

using json = nlohmann::ordered_json;

// A value in a shard file, with the file and the field it is at, for messages.
struct node {
    const json& value;
    std::string field;  // e.g. "simulations[0].counts[3][1]"
    const std::string& file;

    [[noreturn]] void refuse(const std::string& problem) const {
        throw std::invalid_argument(fmt::format("merge: {}: {}{}{}", quote(file), field, field.empty() ? "" : ": ", problem));
    }
    [[nodiscard]] std::string shown() const {
        const std::string text = value.dump();
        return text.size() <= 40 ? text : text.substr(0, 37) + "...";
    }
    // The member `name` of an object.
    [[nodiscard]] node operator[](const std::string& name) const {
        if (!value.is_object()) refuse("expected an object, got " + shown());
        const std::string at = field.empty() ? name : field + "." + name;
        if (!value.contains(name)) node{value, at, file}.refuse("missing");
        return {value[name], at, file};
    }
    // Element `i` of an array that length() checked.
    [[nodiscard]] node operator[](std::size_t i) const { return {value[i], fmt::format("{}[{}]", field, i), file}; }
    // The length of an array of `min` to `max` elements described by `what`.
    [[nodiscard]] std::size_t length(std::size_t min, const char* what, std::size_t max = std::numeric_limits<std::size_t>::max()) const {
        if (!value.is_array() || value.size() < min || value.size() > max) refuse(fmt::format("expected {}, got {}", what, shown()));
        return value.size();
    }
    [[nodiscard]] std::string text() const {
        if (!value.is_string()) refuse("expected a string, got " + shown());
        return value.get<std::string>();
    }
    // Checked before get<>(): a float (1.5, 1e95) or an integer out of range is never cast.
    [[nodiscard]] std::uint64_t whole(std::uint64_t min, std::uint64_t max) const {
        if (!value.is_number_unsigned() || value.get<std::uint64_t>() < min || value.get<std::uint64_t>() > max)
            refuse(fmt::format("expected a whole number from {} to {}, got {}", min, max, shown()));
        return value.get<std::uint64_t>();
    }
    [[nodiscard]] std::int64_t integer() const {
        using limits = std::numeric_limits<std::int64_t>;
        const bool fits = value.is_number_unsigned() ? value.get<std::uint64_t>() <= limits::max() : value.is_number_integer();
        if (!fits) refuse(fmt::format("expected a whole number from {} to {}, got {}", limits::min(), limits::max(), shown()));
        return value.get<std::int64_t>();
    }
};

// "shard 1 of 4 of a run of 300000 rounds"
inline std::string shards_of_run(const simulated& s) {
    return fmt::format("{} of {} of a run of {} rounds", shard_list(s), s.shard_count, s.rounds);
}

// One simulation of a shard file, checked on its own: every field of the right type and range,
// and exactly the rounds its shards of its run hold.
inline simulated read_simulation(const node& r) {
    simulated s;
    s.wager = r["wager"].text();
    s.game = r["game"].text();
    s.pay_table = r["pay_table"].text();
    s.strategy = r["strategy"].text();
    const node options = r["options"];
    if (!options.value.is_object()) options.refuse("expected an object of option names and values, got " + options.shown());
    for (const auto& [name, value] : options.value.items()) s.options.emplace_back(name, options[name].text());
    s.seed = r["seed"].whole(seed_option.min, seed_option.max);
    s.rounds = r["rounds"].whole(simulate_option.min, simulate_option.max);
    s.shard_count = r["shards"]["count"].whole(1, shard_option.max_count);
    const node indices = r["shards"]["indices"];
    s.shards.clear();
    for (std::size_t k = 0, n = indices.length(1, "a non-empty array of distinct shard indices", s.shard_count); k < n; ++k) {
        s.shards.push_back(indices[k].whole(0, s.shard_count - 1));
        if (std::count(s.shards.begin(), s.shards.end(), s.shards.back()) > 1) indices[k].refuse("shard listed twice");
    }
    std::sort(s.shards.begin(), s.shards.end());
    std::uint64_t expected = 0;
    for (const std::uint64_t i : s.shards) expected += carnival::simulation::shard_rounds(s.rounds, {i, s.shard_count});

    const std::uint64_t unit = r["unit_minor_units"].whole(1, std::numeric_limits<std::int64_t>::max());
    const std::uint64_t wagered = r["wagered_minor_units"].whole(0, std::numeric_limits<std::uint64_t>::max());
    const node counts = r["counts"];
    std::map<std::int64_t, std::uint64_t> by_net;
    std::uint64_t total = 0;
    for (std::size_t k = 0, n = counts.length(1, "a non-empty array of [net, count] pairs"); k < n; ++k) {
        (void)counts[k].length(2, "a [net, count] pair", 2);
        const std::int64_t net = counts[k][0].integer();
        const std::uint64_t count = counts[k][1].whole(1, simulate_option.max);
        total += count;  // at most twice the largest run: never wraps
        if (!by_net.emplace(net, count).second) counts[k][0].refuse(fmt::format("net {} listed twice", net));
        if (total > expected) counts[k].refuse(fmt::format("the counts exceed the {} rounds of {}", expected, shards_of_run(s)));
    }
    if (total < expected) counts.refuse(fmt::format("the counts add up to {} rounds, but {} has {}", total, shards_of_run(s), expected));
    // Every round wagers at least the unit.
    if (std::uint64_t least = 0; __builtin_mul_overflow(unit, total, &least) || wagered < least)
        r["wagered_minor_units"].refuse(fmt::format("{} is less than {} rounds of {} each", wagered, total, unit));
    s.counts = carnival::analysis::distribution::from_counts(carnival::money::cents(unit), std::move(by_net), wagered);
    return s;
}

// What must be equal for two simulations to be shards of one run, field by field.
inline std::vector<std::pair<std::string, std::string>> run_identity(const simulated& s) {
    std::vector<std::string> options;
    for (const auto& [name, value] : s.options) options.push_back(name + "=" + quote(value));
    return {{"wager", quote(s.wager)},
            {"game", quote(s.game)},
            {"pay_table", quote(s.pay_table)},
            {"strategy", quote(s.strategy)},
            {"options", fmt::format("{{{}}}", fmt::join(options, ", "))},
            {"seed", std::to_string(s.seed)},
            {"rounds", std::to_string(s.rounds)},
            {"shards.count", std::to_string(s.shard_count)},
            {"unit_minor_units", std::to_string(s.counts.unit().minor_units())}};
}

inline json read_json(const std::string& file) {
    std::ifstream in(file);
    if (!in) node{json(), "", file}.refuse(fmt::format("cannot read it: {}", std::strerror(errno)));
    try {
        return json::parse(in);
    } catch (const json::exception& e) {
        node{json(), "", file}.refuse(fmt::format("not carnival-par JSON output: {}", e.what()));
    }
}

}  // namespace merge_detail

/// One shard output: its name (the file, in messages) and its parsed JSON.
struct shard_document {
    std::string file;
    merge_detail::json json;
};

/// Merges parsed shard outputs (what merge_shards reads from files); throws std::invalid_argument
/// naming the file and the field for anything that is not a distinct shard of one run.
inline sheet merge_documents(const std::vector<shard_document>& documents) {
    using namespace merge_detail;
    if (documents.empty()) throw std::invalid_argument("merge: no shard outputs to merge");
    std::vector<simulated> merged;                           // one per simulated wager, as in the first file
    std::vector<std::map<std::uint64_t, std::string>> from;  // for each, the file each shard came from
    const std::string& first_file = documents.front().file;
    for (const auto& [file, j] : documents) {
        const node sims = node{j, "", file}["simulations"];
        const std::size_t n = sims.length(1, "a non-empty array of simulations (carnival-par --simulate ... --format json)");
        if (!merged.empty() && n != merged.size())
            sims.refuse(fmt::format("{} simulated wagers, but {} has {}: a merge takes the shards of one run only", n,
                                    quote(first_file), merged.size()));
        for (std::size_t k = 0; k < n; ++k) {
            const node at = sims[k];
            const simulated s = read_simulation(at);
            if (merged.size() == k) {  // the first file: the run the others must be shards of, nothing counted yet
                merged.push_back(s);
                merged.back().shards.clear();
                merged.back().counts = carnival::analysis::distribution(s.counts.unit());
                from.emplace_back();
            }
            simulated& m = merged[k];
            const auto a = run_identity(m), b = run_identity(s);
            for (std::size_t f = 0; f < a.size(); ++f)
                if (a[f].second != b[f].second)
                    node{at.value, at.field + "." + b[f].first, file}.refuse(fmt::format(
                        "{} differs from {} in {}: a merge takes the shards of one run only", b[f].second, a[f].second, quote(first_file)));
            for (const std::uint64_t i : s.shards)
                if (const auto [it, fresh] = from[k].try_emplace(i, file); !fresh)
                    at["shards"]["indices"].refuse(
                        fmt::format("shard {} of {} is also in {}: each shard once", i, s.shard_count, quote(it->second)));
            if (m.counts.wagered() > std::numeric_limits<std::uint64_t>::max() - s.counts.wagered())
                at["wagered_minor_units"].refuse("the shards' total wagered does not fit in 64 bits");
            m.counts.merge(s.counts);
            m.shards.insert(m.shards.end(), s.shards.begin(), s.shards.end());
            std::sort(m.shards.begin(), m.shards.end());
        }
    }
    const simulated& run = merged.front();
    sheet s{run.game, "Merged simulations of " + run.game, run.options, {}, {}};
    s.options.insert(s.options.end(), {{"simulate", std::to_string(run.rounds)},
                                       {"seed", std::to_string(run.seed)},
                                       {"shards", fmt::format("{} of {}{}", fmt::join(run.shards, ", "), run.shard_count,
                                                              complete(run) ? "" : " (partial)")}});
    for (simulated& m : merged) add_simulated(s, std::move(m));
    return s;
}

/// Reads the shard outputs in \p files and merges them (merge_documents).
inline sheet merge_shards(const std::vector<std::string>& files) {
    std::vector<shard_document> documents;
    documents.reserve(files.size());
    for (const std::string& file : files) documents.push_back({file, merge_detail::read_json(file)});
    return merge_documents(documents);
}

}  // namespace par
