// Chi-square tests of dealing: how often each card lands in each slot over many deals, and the
// p-value of the statistic, calibrated for the dependence dealing without replacement puts
// between the cells.
//
// Calibration. One deal of k slots from n cards is a k x n 0/1 matrix P with one 1 per slot and
// at most one per card. Every cell has mean 1/n, and
//   Cov(P[p][c], P[q][d]) = (n-1)/n^2 (same cell), -1/n^2 (same slot or same card), 1/(n^2 (n-1)) (else),
// so Cov = (I - J/n) (x) A over (card, slot), with A = I/(n-1) - J/(n (n-1)) over slots. The
// textbook statistic X^2 = sum (C - N/n)^2 / (N/n) over N deals is asymptotically n times a
// normal vector with that covariance, squared. Splitting each cell into its deviation from its
// card's mean over the slots ("within") and that mean's deviation from N/n ("between") gives
// the eigenspaces of A:
//   within  * (n-1)/n     ~ chi-square with (n-1)(k-1) degrees of freedom,
//   between * (n-1)/(n-k) ~ chi-square with n-1 degrees of freedom (k < n; for a whole deck,
//                            k = n, every card is dealt N times and "between" is 0),
// independent, so their sum is chi-square with (n-1)(k-1) + (n-1) (k < n) or (n-1)^2 (k = n)
// degrees of freedom. X^2 itself has mean n(n-1) for a whole deck, not (n-1)^2: using it with
// the textbook (n-1)^2 degrees of freedom would reject a perfect shuffle far too often.
#pragma once

#include <cmath>
#include <cstddef>
#include <cstdint>
#include <limits>
#include <stdexcept>
#include <vector>

namespace carnival::test_support {

/// Q(a, x) = Gamma(a, x) / Gamma(a), the upper regularized incomplete gamma function: by its
/// power series below x = a + 1 and by Legendre's continued fraction (modified Lentz) above.
inline double gamma_q(double a, double x) {
    if (!(a > 0) || !(x >= 0)) throw std::domain_error("gamma_q: needs a > 0 and x >= 0");
    if (x == 0) return 1;
    const double log_prefix = -x + a * std::log(x) - std::lgamma(a);
    constexpr double eps = 1e-15;
    if (x < a + 1) {
        double term = 1 / a, sum = term;
        for (int k = 1; k < 100'000 && std::abs(term) > std::abs(sum) * eps; ++k) {
            term *= x / (a + k);
            sum += term;
        }
        return 1 - sum * std::exp(log_prefix);
    }
    constexpr double tiny = std::numeric_limits<double>::min() / eps;
    double b = x + 1 - a, c = 1 / tiny, d = 1 / b, h = d;
    for (int i = 1; i < 100'000; ++i) {
        const double an = -i * (i - a);
        b += 2;
        d = an * d + b;
        if (std::abs(d) < tiny) d = tiny;
        c = b + an / c;
        if (std::abs(c) < tiny) c = tiny;
        d = 1 / d;
        const double step = d * c;
        h *= step;
        if (std::abs(step - 1) < eps) break;
    }
    return std::exp(log_prefix) * h;
}

/// P(chi-square with \p df degrees of freedom >= \p x).
inline double chi_square_survival(double x, double df) { return gamma_q(df / 2, x / 2); }

struct chi_square_result {
    double statistic = 0;        ///< calibrated: chi-square with df degrees of freedom under uniform dealing
    double df = 0;
    double p_value = 0;
    double textbook = 0;         ///< sum (C - E)^2 / E, uncalibrated
};

/// The calibrated test of \p counts[slot][card] over \p deals deals, each filling every slot with
/// distinct cards.
inline chi_square_result slot_card_chi_square(const std::vector<std::vector<std::uint64_t>>& counts,
                                              std::uint64_t deals) {
    const std::size_t k = counts.size(), n = counts.at(0).size();
    if (k > n || deals == 0) throw std::invalid_argument("slot_card_chi_square: k <= n slots and at least one deal");
    const double N = static_cast<double>(deals), expected = N / static_cast<double>(n);
    double textbook = 0, within = 0, between = 0;
    for (std::size_t c = 0; c < n; ++c) {
        double card_total = 0;
        for (std::size_t p = 0; p < k; ++p) card_total += static_cast<double>(counts[p].at(c));
        const double card_mean = card_total / static_cast<double>(k);
        for (std::size_t p = 0; p < k; ++p) {
            const double x = static_cast<double>(counts[p][c]);
            textbook += (x - expected) * (x - expected) / expected;
            within += (x - card_mean) * (x - card_mean) / expected;
        }
        between += static_cast<double>(k) * (card_mean - expected) * (card_mean - expected) / expected;
    }
    const double dn = static_cast<double>(n), dk = static_cast<double>(k);
    chi_square_result r;
    r.textbook = textbook;
    r.statistic = within * (dn - 1) / dn + (k < n ? between * (dn - 1) / (dn - dk) : 0.0);
    r.df = (dn - 1) * (dk - 1) + (k < n ? dn - 1 : 0.0);
    r.p_value = chi_square_survival(r.statistic, r.df);
    return r;
}

}  // namespace carnival::test_support
