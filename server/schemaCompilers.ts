import { AjvCompiler } from '@fastify/ajv-compiler';
import { SerializerSelector } from '@fastify/fast-json-stringify-compiler';

/**
 * Fastify's own schema compilers (the ones it uses when given none: Ajv for what a call receives,
 * fast-json-stringify for what it answers), shared by every app the process builds instead of made
 * afresh for each. The server builds one app; the tests build hundreds (one per test in many files), and
 * compiling the routes' schemas was over half of each build's CPU. Sharing changes no answer: Ajv's pool
 * holds one instance per set of options and shared schemas, and caches each compiled schema by the schema
 * object, as it already did within one app; a response's serializer depends only on its schema and the
 * same options, so it is kept per schema object the same way.
 */
const buildValidator = AjvCompiler();
const buildFastJsonStringify = SerializerSelector();
const serializers = new Map<string, WeakMap<object, unknown>>();

type SerializerFactory = ReturnType<typeof SerializerSelector>;

const buildSerializer: SerializerFactory = (externalSchemas, serializerOpts) => {
  const compile = buildFastJsonStringify(externalSchemas, serializerOpts);
  const key = JSON.stringify([externalSchemas ?? null, serializerOpts ?? null]);
  let compiled = serializers.get(key);
  if (!compiled) serializers.set(key, (compiled = new WeakMap()));
  const known = compiled;
  return (route) => {
    const { schema } = route;
    if (typeof schema !== 'object' || schema === null) return compile(route);
    const found = known.get(schema);
    if (found) return found as ReturnType<typeof compile>;
    const serializer = compile(route);
    known.set(schema, serializer);
    return serializer;
  };
};

export const sharedSchemaCompilers = { buildValidator, buildSerializer };
