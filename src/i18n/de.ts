/** German messages, in the words of the German seed text (Talon, Pasch, Augen, „Domino!“), addressed with du. */

import type { Catalog } from './localize.js';

export const de: Catalog = {
  pips: 'Null,Eins,Zwei,Drei,Vier,Fünf,Sechs,Sieben,Acht,Neun',
  suits: 'Nullen,Einsen,Zweien,Dreien,Vieren,Fünfen,Sechsen,Siebenen,Achten,Neunen',
  dbl: '{p}erpasch',
  tile: '{hi}–{lo}',
  hidden: 'verdeckter Stein',

  'maltese-cross': 'Malteserkreuz',
  'maltese-cross.d':
    'Auch Doubles genannt. Der 6-6-Pasch eröffnet, erst seine vier Seiten belegen. Eine Zahl ist frei, sobald ihr Pasch liegt.',
  doubles: 'Doubles',
  'doubles.d':
    'Der höchste Pasch eröffnet, jeder Pasch ist nach allen Seiten offen. Eine Zahl ist frei, sobald ihr Pasch liegt.',
  'doubles-classic': 'Doubles nach Kelley',
  'doubles-classic.d':
    'Jeder Pasch ist nach allen Seiten offen, eine Zahl ist frei, sobald ihr Pasch liegt. Gezogen wird, bis ein Stein passt.',
  'doubles-in-the-boneyard': 'Doubles in the Boneyard',
  'doubles-in-the-boneyard.d': 'Alle Pasche scheiden aus! Drei Spieler, kein Ziehen, gegen den Uhrzeigersinn.',

  compass: 'Süd,West,Nord,Ost',
  you: 'Du',
  player: 'Spieler {n}',
  computer: 'Computer',

  draw: 'Ziehen',
  pass: 'Passen',
  undo: 'Zurücknehmen',
  newMatch: 'Neue Partie',
  nextRound: 'Nächste Runde',
  showHands: 'Alle Steine zeigen',
  cancel: 'Abbrechen',
  ready: 'Bereit',
  handover: 'Gib den Bildschirm an {name} weiter.',
  chooseEnd: 'Wohin soll der Stein {tile}? Wähle ein offenes Ende.',
  confirmNew: 'Neue Partie beginnen? Diese geht dann verloren.',

  board: 'Tisch',
  hand: '{name}: {count} {#Stein|Steine}',
  yourHand: 'Deine Steine',
  scores: 'Punkte',
  log: 'Züge',

  turn: '{~Du bist dran|{name} ist am Zug}',
  thinking: '{name} überlegt …',
  clockwise: 'Gespielt wird im Uhrzeigersinn (nach links).',
  anticlockwise: 'Gespielt wird gegen den Uhrzeigersinn (nach rechts).',
  boneyard: '{count} {#Stein|Steine} im Talon',
  drawable: '{count} {#darf|dürfen} gezogen werden',
  closed: 'der Talon ist geschlossen',
  unlocked: 'Freie Zahlen: {list}',
  noneUnlocked: 'Noch keine Zahl frei',
  target: 'Ziel: {count} {#Punkt|Punkte}',
  round: 'Runde {n}',
  score: '{name}: {count}',

  'lead.highest-double': '{~Du eröffnest|{name} eröffnet} mit dem höchsten Pasch, {tile}.',
  'lead.double-six': '{~Du hast|{name} hat} den 6-6-Pasch und {~eröffnest|eröffnet}.',
  'lead.search':
    'Niemand hatte den 6-6-Pasch, also wurde reihum gezogen, bis er kam: {drawn}. {~Du eröffnest|{name} eröffnet}.',
  'lead.drew': '{~du zogst|{name} zog} {tiles}',
  'lead.drawn-doubles':
    'Jeder hat einen Pasch gezogen: {drawn}. {~Du hast|{name} hat} den höchsten und {~eröffnest|eröffnet}.',
  'lead.tie':
    'Bei Gleichstand zieht jeder Beteiligte einen Pasch: {drawn}. {~Du hast|{name} hat} den höchsten und {~eröffnest|eröffnet}.',
  'lead.pair': '{name}: {tile}',
  'lead.previous-winner': '{~Du hast|{name} hat} die letzte Runde gewonnen und {~eröffnest|eröffnet}.',
  'lead.deal': 'Laut Verteilung {~eröffnest du|eröffnet {name}}.',
  redeal: 'Niemand hatte einen Stein zum Eröffnen: Die Steine wurden {#neu|{count}-mal neu} gemischt.',

  'not-your-turn': 'Du bist nicht am Zug.',
  'invalid-tile': 'Diesen Stein gibt es in diesem Spiel nicht.',
  'not-in-hand': 'Der Stein {tile} ist nicht in deiner Hand.',
  'no-such-end': 'Wähle ein offenes Ende für den Stein {tile}.',
  'no-match': 'Der Stein {tile} hat keine {pip}: Er passt nicht an dieses Ende.',
  'no-match.any': 'Der Stein {tile} passt an kein offenes Ende.',
  'suit-locked': '{suits} sind gesperrt: Der {double}-Pasch liegt noch nicht.',
  'cross-incomplete': 'Erst das Kreuz fertig legen: Der 6-6-Pasch hat noch eine freie Seite.',
  'must-lead': 'Die Runde beginnt mit dem Stein {tile}.',
  'must-lead.any': 'Eröffne die Runde: Leg einen beliebigen Stein aus deiner Hand.',
  'must-play': 'Ein Stein passt, also musst du ihn legen.',
  'must-play.draw': 'Ziehen darfst du nur, wenn kein Stein passt.',
  'must-draw': 'Du darfst nicht passen, solange der Talon Steine zum Ziehen hat.',
  'cannot-draw': 'Du kannst jetzt nicht ziehen.',
  'cannot-draw.closed':
    'Der Talon ist geschlossen: {#Der letzte Stein wird|Die letzten {count} Steine werden} nie gezogen.',
  'cannot-draw.empty': 'Der Talon ist leer.',
  'cannot-draw.once': 'Du hast in diesem Zug schon deinen einen Stein gezogen.',
  'cannot-draw.never': 'In diesem Spiel wird nicht gezogen.',
  'must-play-drawn': 'Du hast den Stein {tile} gezogen: Er passt, also musst du ihn jetzt legen.',
  'wrong-phase': 'Jetzt kein Zug: Die Runde ist vorbei.',
  'invalid-state': 'Diese gespeicherte Partie ist nicht verwendbar: Die laufende Partie geht weiter.',

  'say.play': '{~Du legst|{name} legt} {tile} an die {pip}.',
  'say.open': '{~Du eröffnest|{name} eröffnet} mit {tile}.',
  'say.draw': '{~Du ziehst|{name} zieht} einen Stein.',
  'say.drawTile': '{~Du ziehst|{name} zieht} {tile}.',
  'say.pass': '{~Du passt|{name} passt}.',

  'end.domino': 'Domino! {~Du hast|{name} hat} den letzten Stein gelegt.',
  'end.blocked': 'Gesperrt: Niemand kann mehr spielen.',
  'end.pips': '{~Du hast|{name} hat} noch {count} {#Auge|Augen}.',
  'end.wins': '{~Du bekommst|{name} bekommt} {count} {#Punkt|Punkte}.',
  'end.lowest': '{~Du hast|{name} hat} die wenigsten Augen und {~bekommst|bekommt} {count} {#Punkt|Punkte}.',
  'end.tie': 'Gleichstand bei den wenigsten Augen: Niemand bekommt Punkte.',
  'end.loses': '{~Du verlierst|{name} verliert} {count} {#Punkt|Punkte}.',
  'end.tiePart': 'Gleichstand bei den wenigsten Augen: {list} bekommen nichts.',
  'end.ten': 'Ein gesperrtes Kreuz hat keinen Gewinner: Jeder bekommt 10 Punkte.',
  'end.again': 'Am Ziel liegen mehrere gleichauf: noch eine Runde.',
  'end.match': '{~Du gewinnst|{name} gewinnt} die Partie mit {count} {#Punkt|Punkten}.',
};
