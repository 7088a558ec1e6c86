// The bad-input catalogue: for each layer, one table of the calls a user can get wrong. A row is
// the call (as a reader would write it), the exception type it must throw, the words its message
// must hold (the bad value, the rule), and, for a call on an object, that the object is unchanged
// afterwards. A new entry point adds rows, not a new harness.
#pragma once

#include "catch.hpp"

#include <boost/core/demangle.hpp>

#include <exception>
#include <functional>
#include <stdexcept>
#include <string>
#include <typeinfo>
#include <utility>
#include <vector>

namespace test_support {

struct bad_input {
    std::string call;                                        // e.g. R"(parse_card("1x"))"
    std::function<void()> run;                               // makes the call
    std::string expected_type;                               // the exception it must throw
    std::function<bool(const std::exception&)> is_expected;  // whether an exception is of that type
    std::vector<std::string> words;                          // each must appear in the message
};

/// A call that must throw \p E with every one of \p words in its message.
template <class E, class F>
bad_input refuses(std::string call, F f, std::vector<std::string> words) {
    return {std::move(call), std::function<void()>(std::move(f)), boost::core::demangle(typeid(E).name()),
            [](const std::exception& e) { return dynamic_cast<const E*>(&e) != nullptr; }, std::move(words)};
}

/// A call on a copy of \p object that must throw \p E (with \p words) and leave the copy equal to
/// \p object: the strong guarantee.
template <class E, class T, class F>
bad_input refuses_unchanged(std::string call, const T& object, F f, std::vector<std::string> words) {
    return refuses<E>(
        std::move(call),
        [object, f]() {
            T copy = object;
            try {
                f(copy);
            } catch (const E&) {
                if (!(copy == object)) throw std::logic_error("the call changed the object before it threw");
                throw;
            }
        },
        std::move(words));
}

/// Checks every row of a catalogue.
inline void check_catalogue(const std::vector<bad_input>& rows) {
    REQUIRE_FALSE(rows.empty());
    for (const bad_input& row : rows) {
        INFO(row.call << " must throw " << row.expected_type);
        bool threw = false;
        try {
            row.run();
        } catch (const std::exception& e) {
            threw = true;
            INFO("threw " << boost::core::demangle(typeid(e).name()) << ": " << e.what());
            CHECK(row.is_expected(e));
            for (const std::string& word : row.words) CHECK_THAT(e.what(), Catch::Matchers::Contains(word));
        }
        CHECK(threw);
    }
}

}  // namespace test_support
