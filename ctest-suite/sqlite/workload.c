/*
 * SQLite workload for jcirc's differential test (SqliteTest): opens an in-memory database, runs a
 * deterministic SQL workload and prints every result row. The output of a jcirc-built SQLite
 * must equal the gcc-built one's byte for byte.
 *
 * Covers: tables, indexes (unique, composite, expression), a few thousand generated rows, joins
 * (inner, left, self), aggregates with GROUP BY/HAVING/ORDER BY, subqueries (scalar, IN,
 * EXISTS, correlated), CTEs (recursive too), window functions, views, triggers, transactions with
 * ROLLBACK and SAVEPOINT, UPSERT, prepared statements with bound parameters, blobs,
 * sqlite3_mprintf and SQL printf()/format(), string/math/date functions, JSON, integrity_check.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "sqlite3.h"

static sqlite3 *db;
static int failures;

/* prints each row as "v1|v2|..." (NULL as "NULL"), after a header line */
static int print_row(void *tag, int n, char **vals, char **cols) {
    (void)cols;
    (void)tag;
    for (int i = 0; i < n; i++) {
        if (i) putchar('|');
        fputs(vals[i] ? vals[i] : "NULL", stdout);
    }
    putchar('\n');
    return 0;
}

static void run(const char *title, const char *sql) {
    char *err = 0;
    printf("-- %s\n", title);
    if (sqlite3_exec(db, sql, print_row, 0, &err) != SQLITE_OK) {
        printf("error: %s\n", err ? err : "?");
        sqlite3_free(err);
        failures++;
    }
}

/* runs SQL that is expected to fail; prints the error message */
static void expect_error(const char *title, const char *sql) {
    char *err = 0;
    int rc = sqlite3_exec(db, sql, 0, 0, &err);
    printf("-- %s: rc=%d (%s) %s\n", title, rc, sqlite3_errstr(rc), err ? err : "");
    sqlite3_free(err);
}

/* a small deterministic generator (LCG) so that gcc and jcirc builds insert the same data */
static unsigned long long seed = 20240601ULL;
static unsigned next_rand(void) {
    seed = seed * 6364136223846793005ULL + 1442695040888963407ULL;
    return (unsigned)(seed >> 33);
}

static const char *words[] = {"alpha", "bravo", "charlie", "delta", "echo", "foxtrot", "golf", "hotel",
                              "india", "juliet", "kilo", "lima", "mike", "november", "oscar", "papa"};
static const char *cities[] = {"Oslo", "Lima", "Rome", "Kyiv", "Baku", "Doha", "Riga", "Bern"};

static void populate(void) {
    run("schema",
        "CREATE TABLE dept(id INTEGER PRIMARY KEY, name TEXT NOT NULL UNIQUE, city TEXT);"
        "CREATE TABLE emp(id INTEGER PRIMARY KEY, name TEXT, dept_id INTEGER REFERENCES dept(id),"
        "  salary REAL, hired TEXT, manager INTEGER, tags TEXT);"
        "CREATE TABLE sale(id INTEGER PRIMARY KEY AUTOINCREMENT, emp_id INTEGER, amount INTEGER,"
        "  qty INTEGER, day INTEGER, note BLOB);"
        "CREATE INDEX emp_dept ON emp(dept_id, salary DESC);"
        "CREATE INDEX sale_emp_day ON sale(emp_id, day);"
        "CREATE INDEX emp_lower_name ON emp(lower(name));");

    sqlite3_stmt *st;
    sqlite3_prepare_v2(db, "INSERT INTO dept(id, name, city) VALUES(?1, ?2, ?3)", -1, &st, 0);
    for (int i = 1; i <= 12; i++) {
        char name[32];
        snprintf(name, sizeof name, "%s-%d", words[i % 16], i);
        sqlite3_bind_int(st, 1, i);
        sqlite3_bind_text(st, 2, name, -1, SQLITE_TRANSIENT);
        if (i % 5 == 0) sqlite3_bind_null(st, 3);
        else sqlite3_bind_text(st, 3, cities[i % 8], -1, SQLITE_STATIC);
        sqlite3_step(st);
        sqlite3_reset(st);
    }
    sqlite3_finalize(st);

    sqlite3_exec(db, "BEGIN", 0, 0, 0);
    sqlite3_prepare_v2(db, "INSERT INTO emp VALUES(?,?,?,?,?,?,?)", -1, &st, 0);
    for (int i = 1; i <= 600; i++) {
        char name[48], hired[16], tags[64];
        unsigned r = next_rand();
        snprintf(name, sizeof name, "%s %s%u", words[r % 16], words[(r >> 4) % 16], r % 97);
        snprintf(hired, sizeof hired, "20%02u-%02u-%02u", 10 + r % 14, 1 + (r >> 8) % 12, 1 + (r >> 12) % 28);
        snprintf(tags, sizeof tags, "[\"%s\",%u,%s]", words[(r >> 16) % 16], r % 10, r % 3 ? "true" : "null");
        sqlite3_bind_int(st, 1, i);
        sqlite3_bind_text(st, 2, name, -1, SQLITE_TRANSIENT);
        sqlite3_bind_int(st, 3, 1 + (int)(r % 12));
        sqlite3_bind_double(st, 4, 30000.0 + (r % 9000) * 7.25);
        sqlite3_bind_text(st, 5, hired, -1, SQLITE_TRANSIENT);
        if (i > 12) sqlite3_bind_int(st, 6, 1 + (int)((r >> 3) % (unsigned)(i - 1)));
        else sqlite3_bind_null(st, 6);
        sqlite3_bind_text(st, 7, tags, -1, SQLITE_TRANSIENT);
        sqlite3_step(st);
        sqlite3_reset(st);
    }
    sqlite3_finalize(st);
    sqlite3_prepare_v2(db, "INSERT INTO sale(emp_id, amount, qty, day, note) VALUES(?,?,?,?,?)", -1, &st, 0);
    for (int i = 0; i < 4000; i++) {
        unsigned r = next_rand();
        unsigned char blob[8];
        for (int k = 0; k < 8; k++) blob[k] = (unsigned char)(r >> (k * 3));
        sqlite3_bind_int(st, 1, 1 + (int)(r % 600));
        sqlite3_bind_int64(st, 2, (sqlite3_int64)(r % 100000) - 2000);
        sqlite3_bind_int(st, 3, 1 + (int)((r >> 5) % 20));
        sqlite3_bind_int(st, 4, (int)((r >> 9) % 365));
        if (i % 7 == 0) sqlite3_bind_null(st, 5);
        else sqlite3_bind_blob(st, 5, blob, 1 + i % 8, SQLITE_TRANSIENT);
        sqlite3_step(st);
        sqlite3_reset(st);
    }
    sqlite3_finalize(st);
    sqlite3_exec(db, "COMMIT", 0, 0, 0);
    run("counts", "SELECT (SELECT count(*) FROM dept), (SELECT count(*) FROM emp), (SELECT count(*) FROM sale);");
}

static void queries(void) {
    run("aggregate per department",
        "SELECT d.name, count(e.id), printf('%.2f', avg(e.salary)), printf('%.2f', min(e.salary)),"
        "       printf('%.2f', max(e.salary)), total(e.salary) > 1e6"
        "  FROM dept d LEFT JOIN emp e ON e.dept_id = d.id GROUP BY d.id ORDER BY d.name;");
    run("having and order by expression",
        "SELECT emp_id, count(*) AS n, sum(amount) AS s FROM sale GROUP BY emp_id"
        " HAVING n >= 10 ORDER BY s DESC, emp_id LIMIT 15;");
    run("three-way join",
        "SELECT d.city, count(DISTINCT e.id), sum(s.amount * s.qty) FROM sale s"
        "  JOIN emp e ON e.id = s.emp_id JOIN dept d ON d.id = e.dept_id"
        " GROUP BY d.city ORDER BY 3 DESC;");
    run("self join (managers)",
        "SELECT e.id, e.name, m.name FROM emp e JOIN emp m ON m.id = e.manager"
        " WHERE e.id % 50 = 0 ORDER BY e.id;");
    run("scalar and correlated subqueries",
        "SELECT e.id, e.name, (SELECT count(*) FROM sale s WHERE s.emp_id = e.id) AS nsales"
        "  FROM emp e WHERE e.salary > (SELECT avg(salary) FROM emp e2 WHERE e2.dept_id = e.dept_id)"
        " ORDER BY nsales DESC, e.id LIMIT 12;");
    run("IN and EXISTS",
        "SELECT count(*) FROM emp WHERE dept_id IN (SELECT id FROM dept WHERE city IS NULL);"
        "SELECT count(*) FROM emp e WHERE NOT EXISTS (SELECT 1 FROM sale s WHERE s.emp_id = e.id);");
    run("recursive CTE",
        "WITH RECURSIVE chain(id, depth) AS (SELECT 600, 0 UNION ALL"
        "  SELECT e.manager, c.depth + 1 FROM emp e JOIN chain c ON e.id = c.id WHERE e.manager IS NOT NULL)"
        " SELECT group_concat(id, '>'), max(depth) FROM chain;"
        "WITH RECURSIVE fib(a, b, n) AS (SELECT 0, 1, 0 UNION ALL SELECT b, a + b, n + 1 FROM fib WHERE n < 60)"
        " SELECT n, a FROM fib WHERE n % 10 = 0;");
    run("window functions",
        "SELECT dept_id, id, salary, rank() OVER w, printf('%.1f', sum(salary) OVER (PARTITION BY dept_id"
        "   ORDER BY id ROWS BETWEEN 2 PRECEDING AND CURRENT ROW))"
        "  FROM emp WHERE dept_id IN (3, 7) AND id < 120"
        "  WINDOW w AS (PARTITION BY dept_id ORDER BY salary DESC) ORDER BY dept_id, id;");
    run("string functions",
        "SELECT id, upper(name), length(name), substr(name, 2, 4), replace(name, 'a', '@'),"
        "       instr(name, 'o'), trim('  ' || name || '  '), hex(substr(name, 1, 3)),"
        "       name LIKE '%li%', name GLOB '*[aeiou]?', quote(name)"
        "  FROM emp WHERE id <= 8 ORDER BY id;");
    run("printf and format",
        "SELECT printf('%5d|%-8s|%08.3f|%x|%o|%e|%c|%%|%q', id, substr(name,1,6), salary / 7.0, id * 4099,"
        "              id, salary, 'Z', 'it''s') FROM emp WHERE id IN (1, 2, 77, 599);"
        "SELECT format('%,d', 1234567890), printf('%.10g', 1.0/3), printf('%!.20g', 0.1),"
        "       printf('%w', 'a\"b'), printf('%z', 'zz'), printf('%10.4s|', 'abcdefg');");
    run("math and casts",
        "SELECT 7 / 2, 7 % 3, -7 / 2, 7.0 / 2, CAST('12abc' AS INTEGER), CAST(3.99 AS INTEGER),"
        "       round(2.5), round(-2.5), round(1234.5678, 2), abs(-9223372036854775807),"
        "       9223372036854775807 + 0, typeof(9223372036854775807 + 1), 1e308 * 10,"
        "       CAST(1e18 AS TEXT), 0.1 + 0.2, 1 << 62, -1 >> 1, ~5, 5 & 3 | 8;");
    run("dates",
        "SELECT date('2024-02-28', '+1 day'), date('2023-02-28', '+1 day'), julianday('2000-01-01'),"
        "       strftime('%Y/%m/%d %H:%M:%S %j %w', '2024-12-31 23:59:58'),"
        "       datetime(1700000000, 'unixepoch'), date('2024-01-31', '+1 month');"
        "SELECT substr(hired, 1, 4) AS y, count(*) FROM emp GROUP BY y ORDER BY y;");
    run("json",
        "SELECT id, json_extract(tags, '$[0]'), json_array_length(tags), json_type(tags, '$[2]')"
        "  FROM emp WHERE id <= 5;"
        "SELECT json_object('n', count(*), 'max', max(amount)) FROM sale;"
        "SELECT json_group_array(id) FROM (SELECT id FROM dept ORDER BY id DESC LIMIT 4);");
    run("blobs",
        "SELECT id, hex(note), length(note), typeof(note) FROM sale WHERE id <= 8;"
        "SELECT count(*), sum(length(note)) FROM sale WHERE note IS NOT NULL;");
    run("compound selects",
        "SELECT city FROM dept WHERE city IS NOT NULL UNION SELECT 'Zurich' ORDER BY 1;"
        "SELECT id FROM emp WHERE id < 20 INTERSECT SELECT emp_id FROM sale ORDER BY 1;"
        "SELECT id FROM emp WHERE id < 15 EXCEPT SELECT emp_id FROM sale ORDER BY 1;");
    run("case and coalesce",
        "SELECT id, CASE WHEN salary > 80000 THEN 'high' WHEN salary > 50000 THEN 'mid' ELSE 'low' END,"
        "       coalesce(manager, -1), nullif(dept_id, 3), iif(id % 2, 'odd', 'even')"
        "  FROM emp WHERE id BETWEEN 10 AND 16 ORDER BY id;");
    run("distinct and limit/offset",
        "SELECT DISTINCT dept_id FROM emp ORDER BY dept_id DESC LIMIT 5 OFFSET 2;");
    run("collation and nocase",
        "SELECT name FROM emp WHERE name LIKE 'ALPHA%' COLLATE NOCASE ORDER BY name COLLATE NOCASE, id LIMIT 5;");
}

static void mutations(void) {
    run("update with subquery",
        "UPDATE emp SET salary = salary * 1.1 WHERE dept_id IN (SELECT id FROM dept WHERE city = 'Oslo');"
        "SELECT changes(), printf('%.2f', sum(salary)) FROM emp;");
    run("transaction rolled back",
        "BEGIN; DELETE FROM sale WHERE amount < 50000; SELECT count(*) FROM sale; ROLLBACK;"
        "SELECT count(*) FROM sale;");
    run("savepoints",
        "BEGIN; INSERT INTO dept(name, city) VALUES('temp-a', 'X');"
        "SAVEPOINT sp1; INSERT INTO dept(name, city) VALUES('temp-b', 'Y'); UPDATE dept SET city = 'Q';"
        "ROLLBACK TO sp1; RELEASE sp1; COMMIT;"
        "SELECT id, name, city FROM dept WHERE id > 10 ORDER BY id;");
    run("upsert",
        "INSERT INTO dept(id, name, city) VALUES(1, 'dup', 'Nowhere')"
        "  ON CONFLICT(id) DO UPDATE SET city = excluded.city || '!';"
        "INSERT OR IGNORE INTO dept(id, name) VALUES(2, 'ignored');"
        "INSERT OR REPLACE INTO dept(id, name, city) VALUES(3, 'replaced', 'Here');"
        "SELECT * FROM dept WHERE id <= 3 ORDER BY id;");
    run("views and triggers",
        "CREATE TABLE audit(msg TEXT);"
        "CREATE TRIGGER emp_raise AFTER UPDATE OF salary ON emp WHEN new.salary > old.salary * 1.5"
        "  BEGIN INSERT INTO audit VALUES(printf('%d: %.0f -> %.0f', new.id, old.salary, new.salary)); END;"
        "CREATE VIEW top_sellers AS SELECT emp_id, sum(amount) AS total FROM sale GROUP BY emp_id"
        "  ORDER BY total DESC LIMIT 5;"
        "UPDATE emp SET salary = salary * 2 WHERE id IN (SELECT emp_id FROM top_sellers);"
        "SELECT * FROM audit ORDER BY msg;"
        "SELECT * FROM top_sellers;");
    run("delete and vacuum-free reuse",
        "DELETE FROM sale WHERE day % 3 = 0; SELECT changes(), count(*), sum(qty) FROM sale;"
        "INSERT INTO sale(emp_id, amount, qty, day) SELECT emp_id, amount / 2, qty, day + 1000"
        "  FROM sale WHERE id % 10 = 0; SELECT count(*), max(id), max(day) FROM sale;");
    run("alter table",
        "ALTER TABLE dept ADD COLUMN budget INTEGER DEFAULT 1000;"
        "UPDATE dept SET budget = budget * id; ALTER TABLE dept RENAME COLUMN city TO town;"
        "SELECT id, town, budget FROM dept ORDER BY budget DESC LIMIT 4;");
    expect_error("constraint violation", "INSERT INTO dept(id, name) VALUES(100, 'replaced');");
    expect_error("syntax error", "SELEC 1;");
    expect_error("no such table", "SELECT * FROM nowhere;");
    run("integrity check", "PRAGMA integrity_check; PRAGMA foreign_key_check;");
}

static void c_api(void) {
    printf("-- sqlite3_mprintf\n");
    char *s = sqlite3_mprintf("%d|%5.2f|%s|%q|%Q|%Q|%lld|%x|%c|%-6s|", 42, 3.14159, "text", "O'Brien", "quoted",
                              (char *)0, (long long)-1234567890123LL, 0xBEEF, 'q', "left");
    puts(s);
    sqlite3_free(s);
    char buf[64];
    sqlite3_snprintf(sizeof buf, buf, "%.3e / %g / %w", 123456.789, 0.0001, "a\"b");
    puts(buf);

    printf("-- prepared statement columns\n");
    sqlite3_stmt *st;
    sqlite3_prepare_v2(db,
                       "SELECT e.id, e.name, e.salary, s.note, typeof(s.note) FROM emp e JOIN sale s ON s.emp_id = e.id"
                       " WHERE e.id BETWEEN ?1 AND ?2 ORDER BY s.id LIMIT ?3",
                       -1, &st, 0);
    sqlite3_bind_int(st, 1, 100);
    sqlite3_bind_int(st, 2, 140);
    sqlite3_bind_int(st, 3, 10);
    while (sqlite3_step(st) == SQLITE_ROW) {
        int n = sqlite3_column_bytes(st, 3);
        const unsigned char *b = sqlite3_column_blob(st, 3);
        unsigned sum = 0;
        for (int i = 0; i < n; i++) sum = sum * 31 + b[i];
        printf("%d|%s|%.3f|%d|%u|%s\n", sqlite3_column_int(st, 0), (const char *)sqlite3_column_text(st, 1),
               sqlite3_column_double(st, 2), n, sum, (const char *)sqlite3_column_text(st, 4));
    }
    printf("columns=%d name0=%s decl2=%s\n", sqlite3_column_count(st), sqlite3_column_name(st, 0),
           sqlite3_column_decltype(st, 2) ? sqlite3_column_decltype(st, 2) : "NULL");
    sqlite3_finalize(st);

    printf("-- aggregate checksum\n");
    sqlite3_prepare_v2(db, "SELECT id, name, salary, hired FROM emp ORDER BY id", -1, &st, 0);
    unsigned long long h = 1469598103934665603ULL;
    int rows = 0;
    while (sqlite3_step(st) == SQLITE_ROW) {
        for (int c = 0; c < 4; c++) {
            const unsigned char *t = sqlite3_column_text(st, c);
            for (; t && *t; t++) h = (h ^ *t) * 1099511628211ULL;
        }
        rows++;
    }
    sqlite3_finalize(st);
    printf("rows=%d fnv=%016llx\n", rows, h);
    printf("total_changes=%d last_insert_rowid=%lld\n", sqlite3_total_changes(db),
           (long long)sqlite3_last_insert_rowid(db));
}

int main(void) {
    printf("sqlite %s\n", sqlite3_libversion());
    if (sqlite3_open(":memory:", &db) != SQLITE_OK) {
        printf("cannot open: %s\n", sqlite3_errmsg(db));
        return 1;
    }
    populate();
    queries();
    mutations();
    c_api();
    sqlite3_close(db);
    printf("failures=%d\n", failures);
    return failures != 0;
}
