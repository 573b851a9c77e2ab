#ifndef PROCESS_CONTROL_H
#define PROCESS_CONTROL_H
#include <spawn.h>

/// prctl(PR_SET_PDEATHSIG, signal): the kernel sends `signal` to this process when the thread that started it
/// ends (however it ends). 0 on success, -1 with errno.
int process_control_set_parent_death_signal(int signal);
/// pipe2(fds, O_CLOEXEC): both ends close-on-exec from the start (a process another thread starts at the
/// same moment cannot inherit them). 0 on success, -1 with errno.
int process_control_pipe_cloexec(int fds[2]);
/// posix_spawn_file_actions_addchdir_np: the started process runs in `path`. 0 or an error number.
int process_control_spawn_addchdir(posix_spawn_file_actions_t *actions, const char *path);

#endif
