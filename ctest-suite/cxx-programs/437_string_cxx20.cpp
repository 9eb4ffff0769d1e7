// ARGS: -std=c++20
// std::string, std::vector<std::string> and std::map<std::string, int> at -std=c++20: char_traits's
// std::construct_at (a decltype(::new …) return type) and allocator<char>'s C++20 always_inline
// allocate/deallocate, which libstdc++.so's extern template instance does not have.
#include <iostream>
#include <map>
#include <string>
#include <vector>

int main() {
    std::string s = "hello";
    s += ", world";
    s.insert(0, 3, '>');
    std::string big(100, 'x');
    big.replace(10, 80, "middle");
    std::cout << s << " " << s.size() << " " << big << " " << big.size() << "\n";
    std::vector<std::string> v;
    for (int i = 0; i < 20; i++) v.push_back("item" + std::to_string(i * i));
    std::string joined;
    for (const auto &e : v) joined += e.substr(4) + ",";
    std::cout << v.size() << " " << v[7] << " " << joined << "\n";
    std::map<std::string, int> counts;
    std::string text = "the quick brown fox jumps over the lazy dog the end";
    std::string word;
    for (char c : text + " ") {
        if (c == ' ') { if (!word.empty()) counts[word]++; word.clear(); }
        else word += c;
    }
    for (const auto &[w, n] : counts) std::cout << w << "=" << n << " ";
    std::cout << "\n" << (s.compare(0, 4, ">>>h") == 0 ? "starts" : "no") << " " << (big.find("middle") != std::string::npos ? "found" : "no") << "\n";
    return 0;
}
