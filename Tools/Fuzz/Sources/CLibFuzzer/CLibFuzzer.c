#include "CLibFuzzer.h"

// libFuzzer's own `main` (linked whole with `-sanitize=fuzzer`) names this function. Our
// fuzzers start from their Swift `main` instead, which calls LLVMFuzzerRunDriver with the
// body to run, so this one is never called; it only lets a debug build link, where the
// linker does not drop libFuzzer's unused `main`.
int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
    (void)data;
    (void)size;
    return 0;
}
