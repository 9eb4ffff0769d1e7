// <algorithm> and <numeric> with lambdas on vectors of structs
#include <vector>
#include <algorithm>
#include <numeric>
#include <cstdio>

struct Rec { int id; int score; double w; };
struct Cnt { int v; int tag; Cnt() : v(-1), tag(0) {} Cnt(int x, int t) : v(x), tag(t) {} };   // no trivial default constructor

static void show(const char* what, const std::vector<Rec>& v) {
  printf("%s:", what);
  for (const Rec& r : v) printf(" %d/%d", r.id, r.score);
  printf("\n");
}

int main() {
  std::vector<Rec> v;
  for (int i = 0; i < 12; i++) v.push_back(Rec{i, (i * 37) % 11, i * 0.5});
  show("start", v);
  std::sort(v.begin(), v.end(), [](const Rec& a, const Rec& b) { return a.score < b.score; });
  show("sorted", v);
  std::stable_sort(v.begin(), v.end(), [](const Rec& a, const Rec& b) { return a.score / 3 > b.score / 3; });
  show("stable", v);
  auto it = std::find_if(v.begin(), v.end(), [](const Rec& r) { return r.id == 7; });
  printf("found %d at %ld\n", it->score, (long)(it - v.begin()));
  int limit = 5;
  printf("count_if %ld\n", (long)std::count_if(v.begin(), v.end(), [limit](const Rec& r) { return r.score > limit; }));
  std::vector<int> scores(v.size());
  std::transform(v.begin(), v.end(), scores.begin(), [](const Rec& r) { return r.score * 2; });
  printf("accumulate %d\n", std::accumulate(scores.begin(), scores.end(), 0));
  double tw = std::accumulate(v.begin(), v.end(), 0.0, [](double acc, const Rec& r) { return acc + r.w; });
  printf("weights %.2f\n", tw);
  std::vector<int> seq(8);
  std::iota(seq.begin(), seq.end(), 3);
  std::vector<int> ps(8);
  std::partial_sum(seq.begin(), seq.end(), ps.begin());
  for (int x : ps) printf("%d ", x);
  printf("\n");
  auto mn = std::min_element(v.begin(), v.end(), [](const Rec& a, const Rec& b) { return a.w < b.w; });
  auto mx = std::max_element(v.begin(), v.end(), [](const Rec& a, const Rec& b) { return a.score < b.score; });
  printf("min %d max %d\n", mn->id, mx->id);
  std::sort(scores.begin(), scores.end());
  auto lb = std::lower_bound(scores.begin(), scores.end(), 9);
  printf("lower_bound %d at %ld\n", *lb, (long)(lb - scores.begin()));
  scores.erase(std::unique(scores.begin(), scores.end()), scores.end());
  for (int x : scores) printf("%d ", x);
  printf("\n");
  v.erase(std::remove_if(v.begin(), v.end(), [](const Rec& r) { return r.id % 3 == 0; }), v.end());
  show("removed", v);
  printf("any %d all %d none %d\n", (int)std::any_of(v.begin(), v.end(), [](const Rec& r) { return r.score == 0; }),
         (int)std::all_of(v.begin(), v.end(), [](const Rec& r) { return r.id > 0; }),
         (int)std::none_of(v.begin(), v.end(), [](const Rec& r) { return r.score > 100; }));
  std::vector<int> nums{9, 4, 7, 1, 8, 2, 6, 3, 5};
  std::nth_element(nums.begin(), nums.begin() + 4, nums.end());
  printf("nth %d\n", nums[4]);
  auto mid = std::partition(nums.begin(), nums.end(), [](int x) { return x % 2 == 0; });
  printf("evens %ld:", (long)(mid - nums.begin()));
  std::vector<int> evens(nums.begin(), mid);
  std::sort(evens.begin(), evens.end());
  for (int x : evens) printf(" %d", x);
  printf("\n");
  std::reverse(nums.begin(), nums.end());
  printf("distance %ld\n", (long)std::distance(nums.begin(), nums.end()));
  std::vector<Cnt> cs;
  for (int i = 0; i < 9; i++) cs.push_back(Cnt((i * 5) % 4, i));
  std::stable_sort(cs.begin(), cs.end(), [](const Cnt& a, const Cnt& b) { return a.v < b.v; });
  for (const Cnt& c : cs) printf(" %d.%d", c.v, c.tag);
  printf("\n");
  return 0;
}
