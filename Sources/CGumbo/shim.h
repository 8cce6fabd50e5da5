// The gumbo HTML5 parser (Debian: libgumbo-dev). Include paths come from pkg-config `gumbo`.
#include <gumbo.h>
#include <setjmp.h>
#include <stddef.h>
#include <stdlib.h>
#include <time.h>

// A gumbo parse that gives up at a CPU-time deadline (issue 20: native work a script starts,
// such as the `innerHTML` of two million nested elements, ends with the script time limit).
//
// gumbo has no way to stop, but it allocates as it goes (a node per tag, buffers per token):
// every 64th allocation compares the thread's CPU time with the deadline and, past it, jumps
// back out of gumbo to `actionjs_gumbo_parse_bounded`, which returns NULL. Only C frames lie
// between the jump and its target (gumbo's and the allocation function below). Everything
// gumbo takes comes from an arena (chunks freed together by `actionjs_bounded_release`, single
// blocks never), so a parse left midway leaks nothing.
typedef struct ActionJSArenaChunk {
  struct ActionJSArenaChunk *next;
  size_t used;
  size_t size;
  size_t padding;  // keeps the blocks after the header 16-byte aligned
} ActionJSArenaChunk;

typedef struct {
  ActionJSArenaChunk *chunks;
  // The size of a chunk (set from the input's size: most fragments are small).
  size_t chunk_size;
  long long deadline_nanoseconds;
  unsigned long count;
  // Chunks taken from malloc and given back (equal after `actionjs_bounded_release`).
  unsigned long chunks_allocated;
  unsigned long chunks_freed;
  jmp_buf jump;
} ActionJSBoundedParse;

static void *actionjs_bounded_allocate(void *userdata, size_t size) {
  ActionJSBoundedParse *bounded = (ActionJSBoundedParse *)userdata;
  if ((++bounded->count & 63) == 0) {
    struct timespec now;
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &now);
    if ((long long)now.tv_sec * 1000000000LL + now.tv_nsec > bounded->deadline_nanoseconds) {
      longjmp(bounded->jump, 1);
    }
  }
  size = size == 0 ? 16 : (size + 15) & ~(size_t)15;
  ActionJSArenaChunk *head = bounded->chunks;
  if (head != NULL && head->used + size <= head->size) {
    void *block = (char *)(head + 1) + head->used;
    head->used += size;
    return block;
  }
  size_t capacity = size > bounded->chunk_size / 4 ? size : bounded->chunk_size;
  ActionJSArenaChunk *chunk = (ActionJSArenaChunk *)malloc(sizeof(ActionJSArenaChunk) + capacity);
  if (chunk == NULL) longjmp(bounded->jump, 2);
  bounded->chunks_allocated++;
  chunk->used = size;
  chunk->size = capacity;
  if (head != NULL && capacity == size) {
    // A block of its own: the head chunk keeps serving small blocks.
    chunk->next = head->next;
    head->next = chunk;
  } else {
    chunk->next = head;
    bounded->chunks = chunk;
  }
  return chunk + 1;
}

static void actionjs_bounded_deallocate(void *userdata, void *pointer) {
  (void)userdata;
  (void)pointer;
}

// Frees everything the parse took (its output too: call it after the output's last use).
static inline void actionjs_bounded_release(ActionJSBoundedParse *bounded) {
  ActionJSArenaChunk *chunk = bounded->chunks;
  while (chunk != NULL) {
    ActionJSArenaChunk *next = chunk->next;
    free(chunk);
    bounded->chunks_freed++;
    chunk = next;
  }
  bounded->chunks = NULL;
}

// Parses as `gumbo_parse_with_options` does, allocating from `bounded`'s arena; NULL when the
// deadline passed (or memory ran out). The options are left pointing at the arena's functions.
static inline GumboOutput *actionjs_gumbo_parse_bounded(
    GumboOptions *options, const char *buffer, size_t length, ActionJSBoundedParse *bounded) {
  bounded->count = 0;
  options->allocator = actionjs_bounded_allocate;
  options->deallocator = actionjs_bounded_deallocate;
  options->userdata = bounded;
  if (setjmp(bounded->jump) != 0) return NULL;
  return gumbo_parse_with_options(options, buffer, length);
}
