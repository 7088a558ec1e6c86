/// \file
/// \brief What carnival needs from the compiler: C++20, as g++ 11 or clang++ 13 (or newer)
/// implement it (`using enum`, P1099, is the newest feature used), with GCC/Clang's builtins.
///
/// Every public header includes this one first, so a translation unit compiled in an older
/// language mode, or by an older compiler, stops at one clear line ("carnival needs C++20 ...")
/// instead of hundreds of errors from the headers that follow. Through CMake, linking
/// `carnival::carnival` turns C++20 on; elsewhere pass `-std=c++20` (or `gnu++20`).
#pragma once

/// \cond
#if (defined(_MSVC_LANG) ? _MSVC_LANG : __cplusplus) < 202002L
// Stop at the first diagnostic: clang can make a #warning fatal; g++ goes on after #error, so a
// missing include stops it; MSVC's #error is fatal (C1189).
#if defined(__clang__)
#pragma clang diagnostic fatal "-W#warnings"
#warning "carnival needs C++20: compile with -std=c++20 (CMake: link carnival::carnival, which turns it on)"
#else
#error "carnival needs C++20: compile with -std=c++20 (CMake: link carnival::carnival, which turns it on)"
#include <carnival: stopped here, see the error above>
#endif
#elif defined(__clang__) && __clang_major__ < 13
#pragma clang diagnostic fatal "-W#warnings"
#warning "carnival needs C++20 as clang++ 13 or newer implements it"
#elif defined(__GNUC__) && !defined(__clang__) && __GNUC__ < 11
#error "carnival needs C++20 as g++ 11 or newer implements it"
#include <carnival: stopped here, see the error above>
#elif !defined(__GNUC__)
#error "carnival needs g++ 11 or clang++ 13 (or newer): it uses their overflow builtins and __int128"
#endif
/// \endcond

/// \def CARNIVAL_DECL
/// \brief How carnival's non-template functions are declared: `inline` when header-only (the
/// default), nothing where the build defines `CARNIVAL_SEPARATE_COMPILATION`. Under that macro the
/// non-template code of carnival's programs — the par-sheet command line's driver, the sheet
/// writers and readers, money's text, a distribution's figures, the thread pool — is compiled once,
/// in the one translation unit that includes `<carnival/src.hpp>`, instead of in every unit that
/// uses it: a designer who edits a game recompiles the game only.
#if defined(CARNIVAL_SEPARATE_COMPILATION)
#define CARNIVAL_DECL
#else
#define CARNIVAL_DECL inline
#endif
