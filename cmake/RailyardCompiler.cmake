# Compiler settings shared by every Railyard target: warnings, ccache, precompiled Qt headers.

find_program(RAILYARD_CCACHE ccache)
if(RAILYARD_CCACHE)
    set(CMAKE_C_COMPILER_LAUNCHER "${RAILYARD_CCACHE}")
    set(CMAKE_CXX_COMPILER_LAUNCHER "${RAILYARD_CCACHE}")
endif()

# Apply the project's warning level and precompiled headers to a target.
function(railyard_target_defaults target)
    target_compile_options(${target} PRIVATE -Wall -Wextra)
    target_compile_definitions(${target} PRIVATE
        QT_NO_KEYWORDS
        QT_NO_CAST_FROM_BYTEARRAY
        QT_USE_QSTRINGBUILDER)
endfunction()

# -DRAILYARD_SANITIZE=ON: AddressSanitizer and UndefinedBehaviorSanitizer in every target (scripts/test
# --sanitize). -DRAILYARD_FUZZ=ON (clang only): libFuzzer targets under fuzz/, with the model instrumented for
# coverage (scripts/fuzz).
option(RAILYARD_SANITIZE "Build with AddressSanitizer and UndefinedBehaviorSanitizer" OFF)
option(RAILYARD_FUZZ "Build the libFuzzer targets (clang)" OFF)
if(RAILYARD_SANITIZE OR RAILYARD_FUZZ)
    add_compile_options(-fsanitize=address,undefined -fno-omit-frame-pointer -fno-sanitize-recover=undefined)
    add_link_options(-fsanitize=address,undefined)
    add_compile_definitions(RAILYARD_SANITIZE)
endif()
if(RAILYARD_FUZZ)
    if(NOT CMAKE_CXX_COMPILER_ID MATCHES "Clang")
        message(FATAL_ERROR "RAILYARD_FUZZ needs clang (CC=clang-14 CXX=clang++-14)")
    endif()
    add_compile_options(-fsanitize=fuzzer-no-link)
endif()

# The bundled sample designs as Qt resources under :/railyard/samples (File ▸ Open Sample): the application
# and the view tests that open them through that menu.
function(railyard_add_sample_resources target)
    qt_add_resources(${target} "railyard_samples"
        PREFIX "/railyard"
        BASE "${PROJECT_SOURCE_DIR}/resources"
        FILES "${PROJECT_SOURCE_DIR}/resources/samples/dgx-h100-4node.json"
              "${PROJECT_SOURCE_DIR}/resources/samples/dgx-h100-superpod-1su.json")
endfunction()
