# Writes a C++ source file that holds INPUT's text as a raw string constant named SYMBOL in namespace
# attn::kernels, so that OpenCL kernels ship inside the binary and stay .cl files in the source tree.
# usage: cmake -DINPUT=file.cl -DOUTPUT=file.cpp -DSYMBOL=name -P EmbedTextFile.cmake
file(READ "${INPUT}" text)
string(FIND "${text}" ")ATTN_EMBED\"" clash)
if(NOT clash EQUAL -1)
  message(FATAL_ERROR "${INPUT} contains the raw string delimiter")
endif()
file(WRITE "${OUTPUT}.tmp"
  "// Generated from ${INPUT} at build time; edit the .cl file, not this one.\n"
  "namespace attn::kernels {\nextern const char ${SYMBOL}[];\nconst char ${SYMBOL}[] = R\"ATTN_EMBED(${text})ATTN_EMBED\";\n}\n")
file(COPY_FILE "${OUTPUT}.tmp" "${OUTPUT}" ONLY_IF_DIFFERENT)
file(REMOVE "${OUTPUT}.tmp")
