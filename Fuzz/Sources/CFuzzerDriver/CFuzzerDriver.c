// Declarations only: LLVMFuzzerRunDriver is defined by libFuzzer's runtime.
#include "CFuzzerDriver.h"
