#!/usr/bin/env bash
# The test suite under AddressSanitizer, and the threaded parts (workers, thread counts, folder renders, whose
# glass processes the CLI tests start, and the memory gate they share) under ThreadSanitizer, each in a build folder of its own.
#
# Leak detection is off for ASan: fontconfig and Foundation keep process-lifetime allocations that
# LeakSanitizer reports at exit from every glass process (tools/fuzz.sh runs with Fuzz/lsan.supp instead).
set -euo pipefail
cd "$(dirname "$0")/.."
echo "AddressSanitizer: the whole suite"
ASAN_OPTIONS=detect_leaks=0 swift test --sanitize=address --disable-xctest --build-path .build/asan 2>&1 \
    | grep -E "Test run with|ERROR: AddressSanitizer|✘" | tail -n 5
echo "ThreadSanitizer: workers, thread counts, folder renders, fonts replaced in use"
swift test --sanitize=thread --disable-xctest --build-path .build/tsan \
    --filter "WorkersTests|threadsDoNotChangeTheFile|renderAFolderOfScenes|theSameBytesAtEveryThreadCount|tinyBlurRadii|MemoryGateTests|folderRendersNever|ThreadPoolTests|SceneIsolationTests|WorkerPoolTests|FontFileTests" 2>&1 \
    | grep -E "Test run with|WARNING: ThreadSanitizer|✘" | tail -n 5
