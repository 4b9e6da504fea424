// Runs one program and reports the resources it used, for the benchmark harness
// (`EaselBenchmarks/Harness/Subprocess.swift`).
//
// Why a process of its own: at `exec`, Linux keeps the resident high-water mark of the memory the new
// program replaces in the process's `ru_maxrss`, and a child of `posix_spawn` runs in its parent's memory
// until it execs. Spawned by the harness itself, every program would report at least the harness's own
// peak (112 MB against the 34 MB a tiny render takes). This helper is small, so what it spawns reports
// its own peak.
//
// Usage: MeasuredSpawn PROGRAM [ARGUMENT...]  (PROGRAM is looked up on PATH when it has no slash)
// Writes one line, "<user µs> <system µs> <wall µs> <peak resident KB>", to file descriptor 3, which the
// program does not inherit, and exits with the program's exit status, or 128 + the signal that ended it.
// Exits 127 when the program cannot start, 64 on a wrong call, 70 when waiting fails.
#define _GNU_SOURCE
#include <errno.h>
#include <fcntl.h>
#include <spawn.h>
#include <stdio.h>
#include <string.h>
#include <sys/resource.h>
#include <sys/wait.h>
#include <time.h>

extern char **environ;

static long long microseconds(struct timeval time) { return (long long)time.tv_sec * 1000000 + time.tv_usec; }

int main(int argc, char **argv) {
    if (argc < 2) {
        fprintf(stderr, "usage: MeasuredSpawn PROGRAM [ARGUMENT...]\n");
        return 64;
    }
    if (fcntl(3, F_SETFD, FD_CLOEXEC) != 0) {
        fprintf(stderr, "MeasuredSpawn: file descriptor 3, for the report, is not open\n");
        return 64;
    }
    struct timespec start, end;
    clock_gettime(CLOCK_MONOTONIC, &start);
    pid_t pid;
    int spawned = posix_spawnp(&pid, argv[1], NULL, NULL, argv + 1, environ);
    if (spawned != 0) {
        fprintf(stderr, "cannot start %s: %s\n", argv[1], strerror(spawned));
        return 127;
    }
    int status = 0;
    struct rusage usage;
    while (wait4(pid, &status, 0, &usage) < 0) {
        if (errno != EINTR) {
            perror("MeasuredSpawn: waiting failed");
            return 70;
        }
    }
    clock_gettime(CLOCK_MONOTONIC, &end);
    long long wall = (long long)(end.tv_sec - start.tv_sec) * 1000000 + (end.tv_nsec - start.tv_nsec) / 1000;
    dprintf(3, "%lld %lld %lld %ld\n", microseconds(usage.ru_utime), microseconds(usage.ru_stime), wall, usage.ru_maxrss);
    return WIFEXITED(status) ? WEXITSTATUS(status) : 128 + WTERMSIG(status);
}
