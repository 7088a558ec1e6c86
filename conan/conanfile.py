# Conan 2 recipe for the header-only carnival library.
#   conan create conan --build=missing -s compiler.cppstd=20
import os

from conan import ConanFile
from conan.tools.build import check_min_cppstd
from conan.tools.cmake import CMake, CMakeDeps, CMakeToolchain, cmake_layout
from conan.tools.files import copy, rmdir

required_conan_version = ">=2.0"


class CarnivalConan(ConanFile):
    name = "carnival"
    version = "0.1.0"
    description = "Header-only C++20 poker hand evaluation library"
    topics = ("poker", "header-only", "c++20")
    package_type = "header-library"
    settings = "os", "arch", "compiler", "build_type"
    default_options = {"boost/*:header_only": True}
    no_copy_source = True

    def export_sources(self):
        # The recipe lives in conan/; the sources are one level up.
        root = os.path.join(self.recipe_folder, "..")
        dst = self.export_sources_folder
        copy(self, "CMakeLists.txt", root, dst)
        copy(self, "LICENSE*", root, dst)
        copy(self, "*", os.path.join(root, "cmake"), os.path.join(dst, "cmake"))
        copy(self, "*.hpp", os.path.join(root, "include"), os.path.join(dst, "include"))

    def layout(self):
        cmake_layout(self)

    def requirements(self):
        # Public headers include Boost.Hana and range-v3.
        self.requires("boost/[>=1.74.0]", transitive_headers=True)
        self.requires("range-v3/[>=0.12.0]", transitive_headers=True)

    def package_id(self):
        self.info.clear()

    def validate(self):
        if self.settings.compiler.get_safe("cppstd"):
            check_min_cppstd(self, 20)

    def generate(self):
        tc = CMakeToolchain(self)
        for opt in ("TESTS", "EXAMPLES", "BENCHMARKS", "DOCS"):
            tc.cache_variables[f"CARNIVAL_BUILD_{opt}"] = False
        tc.cache_variables["CARNIVAL_INSTALL"] = True
        tc.generate()
        CMakeDeps(self).generate()

    def build(self):
        # Nothing to compile; configuring generates the install rules.
        cmake = CMake(self)
        cmake.configure()

    def package(self):
        copy(self, "LICENSE*", self.source_folder, os.path.join(self.package_folder, "licenses"))
        cmake = CMake(self)
        cmake.install()
        # Consumers get CMake/pkg-config files from Conan's generators instead.
        rmdir(self, os.path.join(self.package_folder, "share"))

    def package_info(self):
        self.cpp_info.set_property("cmake_file_name", "carnival")
        self.cpp_info.set_property("cmake_target_name", "carnival::carnival")
        self.cpp_info.set_property("pkg_config_name", "carnival")
        self.cpp_info.bindirs = []
        self.cpp_info.libdirs = []
        if self.settings.os in ("Linux", "FreeBSD"):
            self.cpp_info.system_libs = ["pthread"]  # the simulation layer runs on std::thread
