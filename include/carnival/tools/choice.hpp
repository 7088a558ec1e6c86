/// \file
/// \brief `carnival::tools::choice`: the types a command-line option chooses among, each under the
/// word that names it (`--pair-plus B` chooses `pair_plus_b`) — one table, no `if` chain, and the
/// text of `--help`, the refusal and its "did you mean" come from the same table.
///
/// \code
/// using pair_plus = tools::choice<"--pair-plus", tools::named<"A", pair_plus_a>, tools::named<"B", pair_plus_b>>;
/// pair_plus::with("B", [&]<class Table>(std::type_identity<Table>) { ... });  // instantiated once per table
/// game.options.push_back(pair_plus::par_option("TABLE", "pair plus pay table", chosen));  // --pair-plus on a par_game
/// \endcode
#pragma once

#include <carnival/config.hpp>

#include <carnival/detail/fixed_string.hpp>
#include <carnival/tools/arguments.hpp>
#include <carnival/tools/game_option.hpp>

#include <stdexcept>
#include <string>
#include <string_view>
#include <type_traits>
#include <utility>
#include <vector>

namespace carnival::tools {

/// \p T chosen by the word \p Key.
template <fixed_string Key, class T>
struct named {
    static constexpr std::string_view key = Key.view();  ///< the word on the command line
    using type = T;                                      ///< what it chooses
};

/// The option \p Option (e.g. "--pair-plus"), whose value is one of the words of \p Named.
template <fixed_string Option, class... Named>
struct choice {
    static_assert(sizeof...(Named) > 0, "carnival: a choice needs at least one named type");

    static constexpr std::string_view option = Option.view();  ///< e.g. "--pair-plus"

    /// The words, in the table's order.
    [[nodiscard]] static std::vector<std::string_view> keys() { return {Named::key...}; }

    /// The words joined by \p separator: "A|B|C".
    [[nodiscard]] static std::string keys_text(std::string_view separator = "|") {
        std::string out;
        ((out += (out.empty() ? "" : separator), out += Named::key), ...);
        return out;
    }

    /// Whether \p key is one of the words.
    [[nodiscard]] static bool contains(std::string_view key) noexcept { return ((key == Named::key) || ...); }

    /// \brief Calls \p f with `std::type_identity<T>` for the type \p key names and returns its
    /// result; \throws std::invalid_argument naming the option, the value and the words (with
    /// "did you mean" for a near miss) when \p key names none.
    template <class F>
    static decltype(auto) with(std::string_view key, F&& f) {
        using result = std::invoke_result_t<F&, std::type_identity<typename choice::first::type>>;
        if constexpr (std::is_void_v<result>) {
            if (!((key == Named::key && (f(std::type_identity<typename Named::type>{}), true)) || ...)) refuse(key);
        } else {
            result out{};
            if (!((key == Named::key && (out = f(std::type_identity<typename Named::type>{}), true)) || ...)) refuse(key);
            return out;
        }
    }

    /// \brief The option on a par-sheet command line (tools::par_game::options): its words are the
    /// table's, its default the word in \p chosen, which it sets and which must outlive it.
    [[nodiscard]] static game_option par_option(std::string value_name, std::string help, std::string& chosen, bool changes_rule_card = true) {
        return {std::string(option), std::move(value_name), std::move(help), {std::string(Named::key)...}, chosen, changes_rule_card,
                [&chosen](std::string_view key) {
                    if (!contains(key)) refuse(key);
                    chosen = std::string(key);
                }};
    }

private:
    template <class First, class...>
    struct head {
        using type = First;
    };
    using first = typename head<Named...>::type;

    [[noreturn]] static void refuse(std::string_view key) {
        throw std::invalid_argument(std::string(option) + ": expected " + keys_text(", ") + ", got " + quote(key) +
                                    did_you_mean(key, keys()));
    }
};

}  // namespace carnival::tools
