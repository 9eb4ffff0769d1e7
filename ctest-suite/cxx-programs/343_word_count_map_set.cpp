// Word count with the associative containers: std::map<std::string, int> m[w]++, std::set<std::string>,
// lower_bound, erase, count, std::multimap, iteration with structured bindings.
#include <cstdio>
#include <map>
#include <set>
#include <string>
#include <cstring>
static const char *text = "the quick brown fox jumps over the lazy dog the dog barks and the fox runs a quick race";
int main() {
  std::map<std::string, int> counts;
  std::set<std::string> words;
  std::string w;
  for (const char *p = text;; ++p) {
    if (*p == ' ' || *p == 0) {
      if (!w.empty()) { counts[w]++; words.insert(w); w.clear(); }
      if (*p == 0) break;
    } else w += *p;
  }
  for (auto &[word, n] : counts) printf("%s %d\n", word.c_str(), n);
  printf("distinct %zu %zu\n", counts.size(), words.size());
  auto it = counts.lower_bound("f");
  printf("lower_bound f: %s\n", it->first.c_str());
  printf("count dog %zu cat %zu\n", counts.count("dog"), counts.count("cat"));
  counts.erase("the");
  counts.erase(counts.begin());
  words.erase(words.find("quick"));
  printf("after erase %zu %zu first %s\n", counts.size(), words.size(), counts.begin()->first.c_str());
  std::multimap<int, std::string> byCount;
  for (const auto &[word, n] : counts) byCount.emplace(n, word);
  for (auto i = byCount.rbegin(); i != byCount.rend(); ++i) printf("%d:%s ", i->first, i->second.c_str());
  printf("\n");
  auto [lo, hi] = byCount.equal_range(2);
  int twos = 0;
  for (auto i = lo; i != hi; ++i) twos++;
  printf("twice %d multimap count %zu\n", twos, byCount.count(1));
  std::map<int, int> sq;
  for (int i = 0; i < 10; i++) sq[i * 3 % 10] += i;
  for (auto [k, v] : sq) printf("%d=%d ", k, v);
  printf("\n");
  for (auto s = words.lower_bound("d"); s != words.end() && (*s)[0] < 'o'; ++s) printf("%s ", s->c_str());
  printf("\n");
}
