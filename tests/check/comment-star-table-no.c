/*
TABLE 1
+-------------------------+---+---+---------+---------+
|  Precision              | u | v | FPSR.EP | length  |
+-------------------------+---+---+---------+---------+
| Single                  | 0 | 0 |    x    | 1 words |
| Double                  | 1 | 1 |    x    | 2 words |
+-------------------------+---+---+---------+---------+
*/
int precision;

/*
 * The states:
     idle      ->   running
     running   ->   done
     done      ->   idle
 */
int state;
