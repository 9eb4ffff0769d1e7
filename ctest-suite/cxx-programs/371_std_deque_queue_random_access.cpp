// std::deque as a queue and with random access
#include <deque>
#include <cstdio>

struct Job { int id; int cost; };

int main() {
  std::deque<Job> q;
  for (int i = 0; i < 5; i++) q.push_back(Job{i, i * i});
  q.push_front(Job{-1, 100});
  int total = 0;
  while (!q.empty()) {
    Job j = q.front();
    q.pop_front();
    total += j.cost;
    if (j.id == 2) q.push_back(Job{10, 1});
    printf("job %d cost %d left %zu\n", j.id, j.cost, q.size());
  }
  printf("total %d\n", total);

  std::deque<int> d;
  for (int i = 0; i < 1000; i++) { if (i % 2) d.push_back(i); else d.push_front(i); }
  long s = 0;
  for (std::size_t i = 0; i < d.size(); i += 97) s += d[i];
  printf("d size %zu front %d back %d at500 %d sum %ld\n", d.size(), d.front(), d.back(), d.at(500), s);
  d.pop_back();
  d.erase(d.begin() + 10);
  d.insert(d.begin() + 5, 4242);
  printf("d[5] %d d[10] %d size %zu\n", d[5], d[10], d.size());
  long t = 0;
  for (int x : d) t += x;
  auto mid = d.begin() + 400;
  printf("sum %ld mid %d dist %ld\n", t, *mid, (long)(d.end() - mid));

  return 0;
}
