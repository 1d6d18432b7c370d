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
