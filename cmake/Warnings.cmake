# Our code's warnings, one set for every target we build: -Wall -Wextra, and errors where ATTN_WERROR is on
# (scripts/test.sh turns it on, so a new warning fails CI). Qt, Eigen, QCustomPlot and OpenCL come in through
# imported targets, whose headers CMake passes as system includes: their warnings are not reported here.
option(ATTN_WERROR "Treat warnings in AttentionLab's own code as errors" OFF)

function(attn_warnings target)
  target_compile_options(${target} PRIVATE -Wall -Wextra $<$<BOOL:${ATTN_WERROR}>:-Werror>)
endfunction()
