// The std:: abbreviations Ss Si So Sd (ItaniumManglerTest), only in their exact forms: a mock of the
// library's pre-C++11-ABI declarations (g++ mangles them by their names).
namespace std {
template <class C> struct char_traits {};
template <class T> struct allocator {};
template <class C, class T = char_traits<C>, class A = allocator<C>> struct basic_string { int size() const { return 0; } };
template <class C, class T = char_traits<C>> struct basic_istream {};
template <class C, class T = char_traits<C>> struct basic_ostream {};
template <class C, class T = char_traits<C>> struct basic_iostream {};
template <class C, class T = char_traits<C>> struct basic_ios {};
}
typedef std::basic_string<char> oldstring;
void s1(oldstring, oldstring *) {}
void s2(std::basic_istream<char> &, std::basic_ostream<char> &, std::basic_iostream<char> &) {}
void s3(std::basic_string<wchar_t>, std::basic_istream<wchar_t> &) {}
void s4(std::basic_string<char, std::char_traits<char>, std::allocator<int>>) {}
int s5(const oldstring &s) { return s.size(); }
void s6(std::basic_ios<char>, std::char_traits<char>, std::allocator<char>, std::basic_ostream<char, std::char_traits<int>> &) {}
void s7(std::basic_ostream<char> &, std::basic_ostream<char> &, oldstring, std::basic_string<char> *) {}
