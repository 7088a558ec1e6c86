# Conan 2 recipe for carnival, a header-only library, written to ConanCenter's header-only standard.
#   conan create conan -pr:a <profile with compiler.cppstd=20>
# The version is read from include/carnival/version.hpp, as CMakeLists.txt reads it.
import os
import re

from conan import ConanFile
from conan.errors import ConanInvalidConfiguration
from conan.tools.build import check_min_cppstd
from conan.tools.files import copy, load
from conan.tools.layout import basic_layout
from conan.tools.scm import Version

required_conan_version = ">=2.0"


class CarnivalConan(ConanFile):
    name = "carnival"
    description = ("Header-only C++20 framework for designing, playing and analysing house-banked "
                   "casino poker games (carnival games): games as compile-time types over one hand "
                   "evaluator, exact settlement in integer cents, exact par sheets and Monte Carlo "
                   "simulation")
    license = "BSL-1.0"
    url = "https://github.com/conan-io/conan-center-index"
    homepage = "https://github.com/carnival-games/carnival"
    topics = ("poker", "casino", "carnival-games", "game-design", "par-sheet", "header-only")
    package_type = "header-library"
    settings = "os", "arch", "compiler", "build_type"
    no_copy_source = True

    # The C++20 floor: `using enum` (P1099), first in gcc 11 and clang 13, and the whole test suite
    # builds and passes with both (README, "Requirements"); carnival/config.hpp refuses older ones too.
    _min_cppstd = 20
    _compilers_minimum_version = {"gcc": "11", "clang": "13"}

    @property
    def _root(self):
        # The recipe lives in conan/; the sources are one level up.
        return os.path.join(self.recipe_folder, "..")

    def set_version(self):
        header = load(self, os.path.join(self._root, "include", "carnival", "version.hpp"))
        parts = [re.search(rf"#define CARNIVAL_VERSION_{p} (\d+)", header) for p in ("MAJOR", "MINOR", "PATCH")]
        if not all(parts):
            raise ConanInvalidConfiguration("include/carnival/version.hpp: no CARNIVAL_VERSION_MAJOR/MINOR/PATCH")
        self.version = ".".join(p.group(1) for p in parts)

    def export_sources(self):
        copy(self, "LICENSE", self._root, self.export_sources_folder)
        copy(self, "*.hpp", os.path.join(self._root, "include"),
             os.path.join(self.export_sources_folder, "include"))

    def layout(self):
        basic_layout(self, src_folder=".")

    def requirements(self):
        # Public headers include Boost.Hana and range-v3, so their headers are transitive.
        self.requires("boost/[>=1.74.0 <2]", transitive_headers=True)
        self.requires("range-v3/[>=0.12.0 <1]", transitive_headers=True)

    def package_id(self):
        self.info.clear()

    def validate(self):
        compiler = str(self.settings.compiler)
        if compiler == "msvc":
            raise ConanInvalidConfiguration(
                f"{self.ref}: msvc is not supported: money uses GCC/Clang's overflow builtins and __int128")
        check_min_cppstd(self, self._min_cppstd)
        minimum = self._compilers_minimum_version.get(compiler)
        if minimum and Version(self.settings.compiler.version) < minimum:
            raise ConanInvalidConfiguration(
                f"{self.ref} needs C++{self._min_cppstd} as {compiler} {minimum} or newer implements it; "
                f"{compiler} {self.settings.compiler.version} is not supported")
        if not minimum:
            self.output.warning(f"{self.ref} is tested with gcc and clang only; {compiler} is untested")
        # Only Boost's header-only libraries are used (Hana), so any Boost build serves: no option
        # is forced on it, and there is nothing to refuse.

    def build(self):
        pass  # header-only: nothing to build, and no CMake needed to package

    def package(self):
        copy(self, "LICENSE", self.source_folder, os.path.join(self.package_folder, "licenses"))
        copy(self, "*.hpp", os.path.join(self.source_folder, "include"),
             os.path.join(self.package_folder, "include"))

    def package_info(self):
        self.cpp_info.bindirs = []
        self.cpp_info.libdirs = []
        self.cpp_info.set_property("cmake_file_name", "carnival")
        self.cpp_info.set_property("cmake_target_name", "carnival::carnival")
        self.cpp_info.set_property("pkg_config_name", "carnival")
        # Not all of Boost: its headers (Hana) and range-v3.
        self.cpp_info.requires = ["boost::headers", "range-v3::range-v3"]
        if self.settings.os in ("Linux", "FreeBSD"):
            self.cpp_info.system_libs = ["pthread"]  # the simulation layer runs on std::thread
