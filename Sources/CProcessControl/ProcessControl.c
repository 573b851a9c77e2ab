#define _GNU_SOURCE
#include <fcntl.h>
#include <signal.h>
#include <spawn.h>
#include <sys/prctl.h>
#include <unistd.h>
#include "include/ProcessControl.h"

// The calls Swift cannot make itself: prctl is variadic; pipe2 and the chdir file action are GNU extensions.

int process_control_set_parent_death_signal(int signal) {
    return prctl(PR_SET_PDEATHSIG, (unsigned long)signal, 0UL, 0UL, 0UL);
}

int process_control_pipe_cloexec(int fds[2]) {
    return pipe2(fds, O_CLOEXEC);
}

int process_control_spawn_addchdir(posix_spawn_file_actions_t *actions, const char *path) {
    return posix_spawn_file_actions_addchdir_np(actions, path);
}
