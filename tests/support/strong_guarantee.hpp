// The strong exception guarantee, checked generically: an operation on a copy of an object either
// succeeds, or throws and leaves the copy equal to the object it was taken from.
#pragma once

#include "catch.hpp"

#include <exception>
#include <string>

namespace test_support {

/// Applies \p operation to a copy of \p object. Returns true when it threw (the exception is one of
/// `Expected`, and the copy is still equal to \p object); false when it succeeded.
template <class Expected, class T, class Operation>
bool throws_and_leaves_unchanged(const T& object, Operation operation) {
    T copy = object;
    try {
        operation(copy);
    } catch (const Expected&) {
        CHECK(copy == object);
        return true;
    }
    return false;
}

}  // namespace test_support
