// std::map / std::unordered_map m[k] (pair's piecewise constructor: piecewise_construct, forward_as_tuple(k),
// tuple<>()), emplace, insert(make_pair), iteration with structured bindings, unordered_set<std::string>.
#include <map>
#include <unordered_map>
#include <unordered_set>
#include <string>
#include <cstdio>
int main() {
  std::map<std::string, int> m;
  m["b"] = 2; m.emplace("a", 1); m.insert(std::make_pair(std::string("c"), 3));
  m["b"] += 10; m["d"];
  auto r = m.emplace("a", 7);
  auto s = m.insert(std::make_pair(std::string("e"), 5));
  printf("%d %d %d %d\n", r.second, r.first->second, s.second, s.first->second);
  for (auto &[k, v] : m) printf("%s=%d\n", k.c_str(), v);
  std::map<int, int> mi; mi[3] = 4; mi[1] += 2; mi[3] *= 5;
  for (auto &p : mi) printf("%d %d\n", p.first, p.second);
  std::unordered_map<int, int> um; um[1] = 2; um[3] = 4; um[1] += 40;
  int nine = um[9];
  printf("%zu %d %d %d\n", um.size(), um[3], um[1], nine);
  std::unordered_map<std::string, std::string> names;
  names["x"] = "ex"; names["y"] += "why"; names["x"] += "!";
  printf("%zu %s %s\n", names.size(), names["x"].c_str(), names["y"].c_str());
  std::unordered_set<std::string> us; us.insert("a"); us.insert("b"); us.insert("a");
  printf("%zu %zu %zu\n", us.size(), us.count("b"), us.count("z"));
}
