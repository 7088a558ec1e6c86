// The parent project's own header, built on carnival.
#pragma once
#include <carnival/carnival.hpp>
