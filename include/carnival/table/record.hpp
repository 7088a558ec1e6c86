/// \file
/// \brief A table's record as JSON lines — `write_record(table)` — and `replay<Game>(text)`, which
/// reads a record and carries out its commands again, refusing a record whose events the rules do
/// not give back bit for bit.
#pragma once

#include <carnival/config.hpp>

#include <carnival/table/record_read.hpp>
#include <carnival/table/record_write.hpp>
